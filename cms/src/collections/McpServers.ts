import type { CollectionConfig } from 'payload'
import { statusMirrorField, withDrafts } from '../fields/publishing'
import { editors } from '../access/roles'
import { publishedOrEditor } from '../access/published'
import { countersField, keyField, tagsField } from '../fields/common'
import { searchIndexHooks } from '../hooks/searchIndex'
import { validateHttpUrl } from '../fields/urlValidation'
import { editorialReviewField } from '../fields/editorialReview'
import { imageSourcesField, recordEditorImages } from '../imageCapture/sourceFields'

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
    countersField,
  ],
})
