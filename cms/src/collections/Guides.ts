import type { CollectionConfig } from 'payload'
import { statusMirrorField, withDrafts } from '../fields/publishing'
import { editors } from '../access/roles'
import { publishedOnlyOrEditor } from '../access/published'
import { countersField, keyField, publishedAtField, tagsField } from '../fields/common'
import { searchIndexHooks } from '../hooks/searchIndex'

/** Application guides, MCP case tutorials and the reviews guide. */
export const Guides: CollectionConfig = withDrafts({
  slug: 'guides',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'publishedAt', 'status'], group: 'Editorial' },
  access: { read: publishedOnlyOrEditor, create: editors, update: editors, delete: editors },
  defaultPopulate: { key: true, title: true, summary: true, kind: true },
  defaultSort: '-publishedAt',
  hooks: searchIndexHooks('guides'),
  fields: [
    keyField,
    statusMirrorField,
    publishedAtField,
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Application guide', value: 'application' },
        { label: 'Case tutorial', value: 'case_tutorial' },
        { label: 'Reviews guide', value: 'review' },
      ],
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'summary', type: 'textarea', required: true, localized: true },
    { name: 'body', type: 'textarea', required: true, localized: true, admin: { description: 'Markdown' } },
    { name: 'cover', type: 'upload', relationTo: 'media' },
    tagsField,
    countersField,
    { name: 'relatedProducts', type: 'relationship', relationTo: 'products', hasMany: true },
    { name: 'relatedMcpServers', type: 'relationship', relationTo: 'mcp-servers', hasMany: true },
  ],
})
