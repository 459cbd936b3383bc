import type { GlobalConfig } from 'payload'
import { nobody, staff } from '../access/roles'

/**
 * Where the official MCP Registry sync stands (cms/src/mcpRegistry/syncState.ts writes it in the
 * transaction of each page): the high-water mark the next run asks from (`updated_since`), the
 * cursor of a run that stopped half-way (the next run resumes there) and the last run's outcome.
 * Staff read it in the admin; only the sync writes it.
 */
export const McpRegistrySync: GlobalConfig = {
  slug: 'mcp-registry-sync',
  label: 'MCP registry sync',
  admin: { group: 'Catalogue', description: 'State of the hourly sync from the official MCP Registry (read-only)' },
  access: { read: staff, update: nobody },
  fields: [
    { type: 'row', fields: [
      { name: 'highWaterMark', type: 'date', label: 'Updated since', admin: { description: 'The next run asks for servers updated after this time', date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'lastRunStartedAt', type: 'date', label: 'Last run started', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'lastRunFinishedAt', type: 'date', label: 'Last run finished', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    ] },
    { type: 'row', fields: [
      { name: 'lastOutcome', type: 'select', label: 'Last outcome', options: ['completed', 'failed', 'offline'] },
      { name: 'cursor', type: 'text', label: 'Resume cursor', admin: { description: 'Set while a run is unfinished: the next run continues from this page' } },
    ] },
    { name: 'runUpdatedSince', type: 'date', label: 'Run asks from', admin: { hidden: true } },
    { name: 'runStartedAt', type: 'date', label: 'Run started', admin: { hidden: true } },
    { name: 'lastError', type: 'textarea', label: 'Last error' },
    { name: 'lastCounts', type: 'json', label: 'Last run’s counts', admin: { description: 'Pages, entries written, unchanged, skipped, matched to catalogue records' } },
    { name: 'skipped', type: 'json', label: 'Skipped entries', admin: { description: 'Malformed entries of the last run, with the reason' } },
  ],
}
