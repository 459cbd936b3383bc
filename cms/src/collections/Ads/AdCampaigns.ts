import type { CollectionConfig } from 'payload'
import { customerRecordsHidden } from '../../access/adminNav'
import { ownOrSupport } from '../../access/own'
import { nobody } from '../../access/roles'
import { moneyField } from '../../fields/money'

export const adCampaignStatuses = ['queued', 'running', 'paused', 'ended', 'cancelled'] as const
export type AdCampaignStatus = (typeof adCampaignStatuses)[number]

/**
 * One paid advertisement in one position: created when its ad order is paid, queued while the
 * position is full, running for the paid number of days, then ended. The owner reads their own,
 * support all; nobody writes through the CMS's APIs: the ads domain moves campaigns (allocation
 * under a lock on the position, the scheduling job, editors' pause and end actions). Impressions
 * and clicks are counted elsewhere, in their own tables, so the hot counters never lock this row.
 */
export const AdCampaigns: CollectionConfig = {
  slug: 'ad-campaigns',
  admin: { useAsTitle: 'id', defaultColumns: ['product', 'position', 'status', 'startsAt', 'endsAt'], group: 'Commerce', hidden: customerRecordsHidden },
  access: { read: ownOrSupport('owner'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  // Editors' pause / resume / end (ads/editorActions.ts).
  indexes: [{ fields: ['position', 'status'] }],
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, unique: true, admin: { description: 'The paid ad order (one campaign per order)' } },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, admin: { description: 'The advertised product from the catalogue' } },
    { name: 'position', type: 'relationship', relationTo: 'ad-positions', required: true },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'queued', options: [...adCampaignStatuses] },
    { name: 'durationDays', type: 'number', required: true, min: 1, admin: { description: 'Paid running time; a pause keeps what is left' } },
    { name: 'queuedAt', type: 'date', required: true, admin: { description: 'When it was paid: queued campaigns start in this order' } },
    { name: 'startsAt', type: 'date', index: true },
    { name: 'endsAt', type: 'date', index: true },
    { name: 'pausedAt', type: 'date' },
    { name: 'remainingMs', type: 'number', admin: { description: 'Running time left when paused' } },
    { name: 'endedAt', type: 'date' },
    { name: 'endReason', type: 'select', options: ['completed', 'ended_by_editor', 'position_removed', 'refunded'] },
    {
      name: 'refundDecision',
      type: 'group',
      admin: { description: 'Recorded when an editor ends or pauses an ad before its time' },
      fields: [
        moneyField('amount', { description: 'Pro-rata refund decided, in minor units (0 for none)' }),
        { name: 'note', type: 'textarea' },
        { name: 'decidedBy', type: 'relationship', relationTo: 'users' },
        { name: 'decidedAt', type: 'date' },
      ],
    },
  ],
}
