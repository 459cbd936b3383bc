import type { CollectionConfig } from 'payload'
import { nobody, staff } from '../access/roles'
import { registryStatuses } from '../mcpRegistry/statuses'

/**
 * The official MCP Registry's own data, one row per upstream server name (its latest version),
 * written only by the registry sync (cms/src/mcpRegistry/sync.ts, plain SQL, one transaction per
 * page). Flat columns and JSON only, so a page is a handful of statements. Our catalogue record,
 * when one matches (by name, package or repository), is `mcpServer`; upstream servers without one
 * are the editors' inbox of candidates. Staff read it; nobody edits it: the next sync would
 * overwrite the edit.
 */
export const McpRegistryEntries: CollectionConfig = {
  slug: 'mcp-registry-entries',
  labels: { singular: 'Registry entry', plural: 'Registry entries' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'name',
    defaultColumns: ['name', 'version', 'status', 'mcpServer', 'upstreamUpdatedAt'],
    description: 'Servers as the official MCP Registry lists them, kept current by the hourly sync (read-only)',
  },
  access: { read: staff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, admin: { description: 'Registry name, e.g. io.github.owner/server' } },
    { type: 'row', fields: [
      { name: 'version', type: 'text' },
      { name: 'status', type: 'select', required: true, index: true, options: [...registryStatuses] },
      { name: 'isLatest', type: 'checkbox', label: 'Latest version' },
    ] },
    { name: 'title', type: 'text' },
    { name: 'description', type: 'textarea' },
    { type: 'row', fields: [
      { name: 'repositoryUrl', type: 'text', label: 'Repository URL', index: true },
      { name: 'repositorySubfolder', type: 'text', label: 'Subfolder' },
      { name: 'websiteUrl', type: 'text' },
    ] },
    { type: 'row', fields: [
      { name: 'upstreamPublishedAt', type: 'date', label: 'Published in the registry', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'upstreamUpdatedAt', type: 'date', label: 'Updated in the registry', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'syncedAt', type: 'date', label: 'Last written by the sync', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    ] },
    { name: 'mcpServer', type: 'relationship', relationTo: 'mcp-servers', index: true, label: 'Catalogue record', admin: { description: 'Our MCP server this entry is matched to; empty: not in the catalogue yet' } },
    { name: 'packages', type: 'json', admin: { description: 'Packages as server.json declares them (registry type, identifier, version, transport)' } },
    { name: 'remotes', type: 'json', admin: { description: 'Remote endpoints (transport type and URL)' } },
    { name: 'server', type: 'json', label: 'server.json', admin: { description: 'The entry exactly as the registry served it' } },
    { name: 'contentHash', type: 'text', label: 'Content hash', admin: { hidden: true } },
  ],
}
