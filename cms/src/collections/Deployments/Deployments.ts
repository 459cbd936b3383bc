import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../../access/own'
import { admins, supportStaff } from '../../access/roles'
import { deploymentStates, deploymentSteps } from '../../deployments/states'

/**
 * One one-click deployment of an open-source app (issue 21): who asked, which app and package, the
 * instance it runs as, and where it is (SPEC §4: in progress with its step, deployed, failed; then
 * expired). Written by the storefront's /api and the worker as the service; the owner reads theirs.
 * The secrets the customer gave are kept only sealed (AES-GCM, key derived from PAYLOAD_SECRET) until
 * the instance is gone, and nobody reads them through an API.
 */
export const Deployments: CollectionConfig = {
  slug: 'deployments',
  admin: { useAsTitle: 'instance', defaultColumns: ['instance', 'product', 'owner', 'state', 'expiresAt', 'createdAt'], group: 'Deployments' },
  access: { read: ownOrSupport('owner'), create: admins, update: supportStaff, delete: admins },
  fields: [
    { name: 'instance', type: 'text', required: true, unique: true, admin: { readOnly: true, description: 'The instance name on the runtime (namespace on Kubernetes)' } },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'package', type: 'relationship', relationTo: 'service-packages', required: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', unique: true, admin: { description: 'The paid order, for a package that costs money' } },
    { name: 'runtime', type: 'select', required: true, options: ['sandbox', 'kubernetes'], admin: { readOnly: true } },
    { type: 'row', fields: [
      { name: 'state', type: 'select', required: true, defaultValue: 'in-progress', index: true, options: [...deploymentStates] },
      { name: 'step', type: 'select', defaultValue: 'scheduled', options: [...deploymentSteps] },
    ] },
    { name: 'visitUrl', type: 'text', label: 'Visit address' },
    { type: 'row', fields: [
      { name: 'deployedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'expiresAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'endedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'When it failed or was removed' } },
    ] },
    { name: 'hours', type: 'number', required: true, min: 1, admin: { description: 'How long the instance runs once deployed' } },
    { name: 'failureReason', type: 'text' },
    { name: 'settings', type: 'json', admin: { description: 'The values the customer gave (secrets are not here)' } },
    { name: 'secretNames', type: 'json', admin: { description: 'Names of the secret values given; the values are not shown' } },
    { name: 'sealedSecrets', type: 'text', hidden: true, access: { read: () => false, update: () => false } },
    { name: 'expiryMailedAt', type: 'date', admin: { readOnly: true } },
    { name: 'locale', type: 'select', options: ['en', 'zh', 'zh-TW', 'ja'] },
  ],
}
