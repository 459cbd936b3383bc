import type { CollectionConfig } from 'payload'
import { editors } from '../access/roles'
import { publishedOnlyOrEditor } from '../access/published'
import { keyField, statusField } from '../fields/common'
import { editorialReviewField } from '../fields/editorialReview'
import { validateHttpUrl } from '../fields/urlValidation'

/** How a client reaches a server: a local process, or a remote endpoint over SSE or streamable HTTP. */
export const mcpClientTransports = ['stdio', 'sse', 'streamable-http'] as const
/** What the client implements of the protocol; `oauth` is signing in to a remote server. */
export const mcpClientFeatures = ['tools', 'resources', 'prompts', 'sampling', 'roots', 'elicitation', 'oauth'] as const
export const mcpClientPlatforms = ['macos', 'windows', 'linux', 'web', 'vscode', 'jetbrains'] as const

/**
 * The MCP clients of the client guide (/mcp/client): what each supports and where its configuration
 * lives. The key is also the config generator's name for the client (storefront installConfig.ts), so
 * a client without a generator is listed without a ready-made snippet. Facts come from each client's
 * own documentation; one someone could not confirm carries the editorial-review mark with what to check.
 */
export const McpClients: CollectionConfig = {
  slug: 'mcp-clients',
  labels: { singular: 'MCP client', plural: 'MCP clients' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'vendor', 'order', 'status'], group: 'Catalogue' },
  access: { read: publishedOnlyOrEditor, create: editors, update: editors, delete: editors },
  defaultSort: 'order',
  fields: [
    keyField,
    statusField,
    { type: 'row', fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'vendor', type: 'text', required: true },
    ] },
    { type: 'row', fields: [
      { name: 'website', type: 'text', required: true, validate: validateHttpUrl },
      { name: 'docsUrl', type: 'text', label: 'MCP documentation', required: true, validate: validateHttpUrl },
    ] },
    { name: 'description', type: 'textarea', required: true, localized: true, admin: { description: 'One or two sentences shown in the client guide' } },
    {
      name: 'transports',
      type: 'select',
      hasMany: true,
      options: [
        { label: 'stdio (local process)', value: 'stdio' },
        { label: 'SSE', value: 'sse' },
        { label: 'Streamable HTTP', value: 'streamable-http' },
      ],
    },
    {
      name: 'features',
      type: 'select',
      hasMany: true,
      options: [
        { label: 'Tools', value: 'tools' },
        { label: 'Resources', value: 'resources' },
        { label: 'Prompts', value: 'prompts' },
        { label: 'Sampling', value: 'sampling' },
        { label: 'Roots', value: 'roots' },
        { label: 'Elicitation', value: 'elicitation' },
        { label: 'OAuth for remote servers', value: 'oauth' },
      ],
      admin: { description: 'Only what the client documentation confirms' },
    },
    {
      name: 'platforms',
      type: 'select',
      hasMany: true,
      options: [
        { label: 'macOS', value: 'macos' },
        { label: 'Windows', value: 'windows' },
        { label: 'Linux', value: 'linux' },
        { label: 'Web', value: 'web' },
        { label: 'VS Code extension', value: 'vscode' },
        { label: 'JetBrains plugin', value: 'jetbrains' },
      ],
    },
    { name: 'configLocation', type: 'text', label: 'Configuration location', required: true, admin: { description: 'Where its MCP configuration lives: a file path or a command' } },
    { name: 'order', type: 'number', required: true, defaultValue: 100, index: true, admin: { position: 'sidebar', description: 'Lower comes first' } },
    editorialReviewField,
  ],
}
