import type { CollectionConfig } from 'payload'
import { anyone, editors } from '../access/roles'
import { keyField, pricesField } from '../fields/common'
import { adminMessages } from '../admin/i18n/messages'
import { refuseDeleteWhileUsed } from '../hooks/refuseDeleteWhileUsed'
import { rescheduleAdPosition } from '../hooks/rescheduleAdPosition'

export const adPlacements = ['home_banner', 'home_recommended', 'product_library_home', 'mcp_home', 'model_home', 'news_reading'] as const

const placementLabels: Record<(typeof adPlacements)[number], string> = {
  home_banner: 'Home page banner',
  home_recommended: 'Home page recommended spots',
  product_library_home: 'Product library home',
  mcp_home: 'MCP servers home',
  model_home: 'AI models home',
  news_reading: 'News article page',
}

/** Where paid promotions appear; `capacity` is how many run at once (a full position queues orders). */
export const AdPositions: CollectionConfig = {
  slug: 'ad-positions',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'placement', 'capacity', 'enabled'], group: 'Commerce' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  // A position that ads ran in stays (their records name it); disabling it moves its ads (ads/settlePosition.ts).
  hooks: { afterChange: [rescheduleAdPosition], beforeDelete: [refuseDeleteWhileUsed({ by: 'ad-campaigns', path: 'position', message: adminMessages.adPositionInUse })] },
  fields: [
    keyField,
    { name: 'placement', type: 'select', required: true, index: true, options: adPlacements.map((value) => ({ value, label: placementLabels[value] })), admin: { description: 'Where on the site the position is' } },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { type: 'row', fields: [
      { name: 'capacity', type: 'number', required: true, min: 1, defaultValue: 4, admin: { description: 'How many ads run at once; further orders wait' } },
      { name: 'durationDays', type: 'number', label: 'Duration (days)', required: true, min: 1, defaultValue: 30 },
      { name: 'enabled', type: 'checkbox', defaultValue: true, admin: { description: 'Offered on the site' } },
      { name: 'requiresReview', type: 'checkbox', defaultValue: false, admin: { description: 'Support approves each paid ad before it starts' } },
    ] },
    pricesField,
  ],
}
