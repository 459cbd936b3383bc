import type { CollectionConfig } from 'payload'
import { nobody, staff } from '../access/roles'
import { livenessStates } from '../mcpInspect/liveness'

/**
 * One check of an MCP server's remote by the probe job (cms/src/mcpInspect/probe.ts): liveness,
 * latency, protocol version, what it offered and, when its tool list differs from the previous
 * check, which tools came and went. `probeKey` (server and half-hour slot) makes a retried job a
 * no-op. Written only by the job; staff read it, the site shows the latest through a domain read.
 */
export const McpServerProbes: CollectionConfig = {
  slug: 'mcp-server-probes',
  labels: { singular: 'Server check', plural: 'Server checks' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'probeKey',
    defaultColumns: ['server', 'checkedAt', 'status', 'latencyMs', 'toolsChanged'],
    description: 'Checks of MCP servers with a remote endpoint, every 30 minutes (read-only)',
  },
  access: { read: staff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'server', type: 'relationship', relationTo: 'mcp-servers', index: true, label: 'MCP server', admin: { description: 'Empty once the server is deleted: its checks stay as history' } },
    { name: 'probeKey', type: 'text', required: true, unique: true, label: 'Check key', admin: { description: 'Server and half-hour slot: one check per slot' } },
    { type: 'row', fields: [
      { name: 'checkedAt', type: 'date', required: true, index: true, label: 'Checked at', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'status', type: 'select', required: true, options: livenessStates.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })), label: 'Liveness' },
      { name: 'latencyMs', type: 'number', label: 'Latency (ms)' },
    ] },
    { type: 'row', fields: [
      { name: 'url', type: 'text', label: 'Endpoint' },
      { name: 'transport', type: 'text', label: 'Transport' },
      { name: 'protocolVersion', type: 'text', label: 'Protocol version' },
    ] },
    { type: 'row', fields: [
      { name: 'toolCount', type: 'number', label: 'Tools' },
      { name: 'resourceCount', type: 'number', label: 'Resources' },
      { name: 'promptCount', type: 'number', label: 'Prompts' },
    ] },
    { name: 'tools', type: 'json', label: 'Tool names' },
    { name: 'toolsHash', type: 'text', label: 'Tool list hash', admin: { hidden: true } },
    { name: 'toolsChanged', type: 'checkbox', index: true, label: 'Tools changed' },
    { name: 'toolsAdded', type: 'json', label: 'Tools added' },
    { name: 'toolsRemoved', type: 'json', label: 'Tools removed' },
    { name: 'error', type: 'text', label: 'Error' },
  ],
}
