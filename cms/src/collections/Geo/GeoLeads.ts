import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../../access/own'
import { admins, supportStaff } from '../../access/roles'

export const leadStatuses = ['new', 'contacted', 'closed'] as const

/**
 * A GEO services enquiry from the contact form on /geo (SPEC §3 GEO contact form). Support staff
 * work them in the admin; the customer who sent one may read it back. Written by submitGeoLead
 * (cms/src/geo/leads.ts) together with the job that notifies support: customers send them only
 * through the storefront, so none escapes the notification or the form's checks.
 */
export const GeoLeads: CollectionConfig = {
  slug: 'geo-leads',
  admin: { useAsTitle: 'company', defaultColumns: ['company', 'name', 'email', 'phone', 'status', 'createdAt'], group: 'GEO' },
  access: { read: ownOrSupport('owner'), create: admins, update: supportStaff, delete: admins },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    { name: 'company', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', required: true, maxLength: 32 },
    { name: 'requirements', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'locale', type: 'select', options: ['en', 'zh', 'zh-TW', 'ja'] },
    { name: 'status', type: 'select', required: true, defaultValue: 'new', index: true, options: [...leadStatuses] },
    { name: 'notes', type: 'textarea', admin: { description: 'Internal notes of support staff' } },
  ],
}
