import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../../access/own'
import { admins, supportStaff } from '../../access/roles'
import { validateHttpUrl } from '../../fields/urlValidation'

export const factReportStatuses = ['new', 'checking', 'corrected', 'rejected'] as const

/**
 * A wrong fact reported from the about page (where, what is wrong and right, a source, an
 * address for the answer). Support works them in the admin and corrects the record; a signed-in
 * reporter may read their own back, nobody else's. Written by submitFactReport
 * (cms/src/support/factReports.ts) together with the job that puts it in the support inbox.
 */
export const FactReports: CollectionConfig = {
  slug: 'fact-reports',
  labels: { singular: 'Fact report', plural: 'Fact reports' },
  admin: { useAsTitle: 'page', defaultColumns: ['page', 'status', 'email', 'createdAt'], group: 'Support', description: 'Wrong facts reported by visitors from the about page.' },
  access: { read: ownOrSupport('reporter'), create: admins, update: supportStaff, delete: admins },
  fields: [
    { name: 'page', type: 'text', required: true, maxLength: 300, admin: { description: 'The page address or product the report is about' } },
    { name: 'correction', type: 'textarea', required: true, maxLength: 4000 },
    { name: 'source', type: 'text', maxLength: 500, validate: validateHttpUrl },
    { name: 'email', type: 'email' },
    { name: 'locale', type: 'select', options: ['en', 'zh', 'zh-TW', 'ja'] },
    { name: 'reporter', type: 'relationship', relationTo: 'users', index: true, admin: { readOnly: true } },
    { name: 'status', type: 'select', required: true, defaultValue: 'new', index: true, options: [...factReportStatuses] },
    { name: 'notes', type: 'textarea', admin: { description: 'Internal notes of support staff' } },
  ],
}
