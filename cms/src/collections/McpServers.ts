import type { CollectionConfig } from 'payload'
import { statusMirrorField, withDrafts } from '../fields/publishing'
import { editors } from '../access/roles'
import { publishedOrEditor } from '../access/published'
import { countersField, keyField, tagsField } from '../fields/common'
import { searchIndexHooks } from '../hooks/searchIndex'
import { validateHttpUrl } from '../fields/urlValidation'
import { editorialReviewField } from '../fields/editorialReview'
import { imageSourcesField, recordEditorImages } from '../imageCapture/sourceFields'
import { registryStatuses } from '../mcpRegistry/statuses'

/** Written by the registry sync and the enrichment jobs only (plain SQL); an editor's save keeps what they wrote. */
const systemOnly = { create: () => false, update: () => false }

/** MCP servers, with the fields of the official registry's server.json plus our catalogue fields. */
export const McpServers: CollectionConfig = withDrafts({
  slug: 'mcp-servers',
  labels: { singular: 'MCP server', plural: 'MCP servers' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'name', 'category', 'official', 'status'], group: 'Catalogue' },
  access: { read: publishedOrEditor, create: editors, update: editors, delete: editors },
  defaultPopulate: { key: true, name: true, title: true, category: true, logo: true },
  hooks: { ...searchIndexHooks('mcp-servers'), beforeChange: [recordEditorImages(['logo'])] },
  fields: [
    keyField,
    statusMirrorField,
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true, admin: { position: 'sidebar' } },
    editorialReviewField,
    {
      // The official registry's view of this server, mirrored by the sync from its registry entry.
      // Deprecated and deleted servers stay in the catalogue, labelled on the site.
      name: 'registry',
      type: 'group',
      label: 'Official registry',
      access: systemOnly,
      admin: { position: 'sidebar', readOnly: true, description: 'Mirrored from the official MCP Registry by the hourly sync' },
      fields: [
        { name: 'status', type: 'select', options: [...registryStatuses], index: true },
        { name: 'entry', type: 'relationship', relationTo: 'mcp-registry-entries', label: 'Registry entry' },
        { name: 'syncedAt', type: 'date', label: 'Last synced', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'name', type: 'text', required: true, index: true, admin: { description: 'Registry name, e.g. io.github.owner/server' } },
    { name: 'title', type: 'text', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    imageSourcesField(['logo']),
    { name: 'description', type: 'textarea', required: true, localized: true },
    { type: 'row', fields: [
      { name: 'version', type: 'text' },
      { name: 'websiteUrl', type: 'text', validate: validateHttpUrl },
      { name: 'official', type: 'checkbox', defaultValue: false, index: true },
    ] },
    {
      name: 'repository',
      type: 'group',
      fields: [{ type: 'row', fields: [
        { name: 'url', type: 'text', validate: validateHttpUrl },
        { name: 'source', type: 'text' },
        { name: 'subfolder', type: 'text' },
      ] }],
    },
    {
      name: 'packages',
      type: 'array',
      fields: [
        { type: 'row', fields: [
          { name: 'registryType', type: 'select', required: true, options: ['npm', 'pypi', 'oci', 'nuget', 'mcpb'] },
          { name: 'identifier', type: 'text', required: true },
          { name: 'version', type: 'text' },
          { name: 'transport', type: 'select', required: true, defaultValue: 'stdio', options: ['stdio', 'streamable-http', 'sse'] },
        ] },
        {
          name: 'environmentVariables',
          type: 'array',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'description', type: 'text' },
            { type: 'row', fields: [{ name: 'isRequired', type: 'checkbox' }, { name: 'isSecret', type: 'checkbox' }] },
          ],
        },
        { name: 'packageArguments', type: 'json' },
      ],
    },
    {
      name: 'remotes',
      type: 'array',
      fields: [{ type: 'row', fields: [
        { name: 'type', type: 'select', required: true, options: ['streamable-http', 'sse'] },
        { name: 'url', type: 'text', required: true, validate: validateHttpUrl },
      ] }],
    },
    {
      name: 'tools',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'description', type: 'textarea', localized: true },
        {
          name: 'parameters',
          type: 'array',
          fields: [{ type: 'row', fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'type', type: 'text', required: true },
            { name: 'required', type: 'checkbox' },
            // Translated like the tool's own description; an untranslated one reads in English.
            { name: 'description', type: 'text', localized: true },
          ] }],
        },
        { name: 'returns', type: 'text' },
      ],
    },
    { name: 'category', type: 'relationship', relationTo: 'categories', index: true, filterOptions: { kind: { equals: 'mcp' } } },
    tagsField,
    { type: 'row', fields: [
      { name: 'stars', type: 'number', min: 0, index: true },
      { name: 'downloads', type: 'number', min: 0, index: true },
    ] },
    {
      // Package facts for the rankings, each with the day it was read (mcpRegistry/enrich.ts); the
      // seeded figures stay until an enrichment run with the APIs configured replaces them.
      type: 'row',
      fields: [
        { name: 'downloadsFetchedAt', type: 'date', label: 'Downloads read at', access: systemOnly, admin: { readOnly: true } },
        { name: 'starsFetchedAt', type: 'date', label: 'Stars read at', access: systemOnly, admin: { readOnly: true } },
        { name: 'lastPushAt', type: 'date', label: 'Last commit', access: systemOnly, admin: { readOnly: true, description: 'When the repository was last pushed to (GitHub pushed_at)' } },
      ],
    },
    countersField,
  ],
})
