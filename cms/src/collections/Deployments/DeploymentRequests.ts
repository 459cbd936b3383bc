import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../../access/own'
import { admins, supportStaff } from '../../access/roles'
import { requestStatuses } from '../../deployments/requestInput'

/**
 * A custom deployment request from /deployment (SPEC §3): a lead support works in the admin and is
 * told of in the support inbox. Written by submitDeploymentRequest with its notification job; a
 * signed-in sender may read theirs back.
 */
export const DeploymentRequests: CollectionConfig = {
  slug: 'deployment-requests',
  admin: { useAsTitle: 'company', defaultColumns: ['company', 'name', 'contact', 'status', 'createdAt'], group: 'Deployments' },
  access: { read: ownOrSupport('owner'), create: admins, update: supportStaff, delete: admins },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true },
    { name: 'company', type: 'text', required: true, maxLength: 120 },
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    { name: 'contact', type: 'text', required: true, maxLength: 254, admin: { description: 'Phone number or email address' } },
    { name: 'requirements', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'product', type: 'relationship', relationTo: 'products' },
    { name: 'locale', type: 'select', options: ['en', 'zh', 'zh-TW', 'ja'] },
    { name: 'status', type: 'select', required: true, defaultValue: 'new', index: true, options: [...requestStatuses] },
    { name: 'notes', type: 'textarea', admin: { description: 'Internal notes of support staff' } },
  ],
}
