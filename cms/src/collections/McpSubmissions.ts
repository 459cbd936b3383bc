import type { CollectionConfig } from 'payload'
import { ownOrSupport } from '../access/own'
import { admins, nobody } from '../access/roles'
import { mcpSubmissionStatuses, proofMethods, submissionSources } from '../mcpSubmit/states'

/**
 * MCP servers submitted on /mcp/submit: the server.json (checked against the official schema),
 * the ownership proof and support's decision. Written only by the mcpSubmit domain (the
 * storefront's /api and the decision endpoint); the submitter reads their own, support all.
 */
const statusLabels: Record<(typeof mcpSubmissionStatuses)[number], string> = { awaiting_proof: 'Waiting for the proof', in_review: 'In review', approved: 'Approved', rejected: 'Rejected' }

export const McpSubmissions: CollectionConfig = {
  slug: 'mcp-submissions',
  labels: { singular: 'MCP submission', plural: 'MCP submissions' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'status', 'owner', 'proofMethod', 'provedAt', 'createdAt'], group: 'Catalogue' },
  access: { read: ownOrSupport('owner'), create: nobody, update: nobody, delete: admins },
  fields: [
    // Support's Approve / Reject, above everything else (admin/mcpSubmissions/).
    { name: 'decision', type: 'ui', admin: { components: { Field: '/admin/mcpSubmissions/DecisionField#McpSubmissionDecisionField' } } },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'awaiting_proof', options: mcpSubmissionStatuses.map((value) => ({ value, label: statusLabels[value] })), admin: { readOnly: true } },
    { name: 'name', type: 'text', required: true, index: true, admin: { readOnly: true, description: 'Registry name, e.g. io.github.owner/server' } },
    { name: 'source', type: 'select', required: true, options: [...submissionSources], admin: { readOnly: true } },
    { name: 'serverJson', type: 'json', required: true, label: 'server.json', admin: { readOnly: true } },
    { type: 'row', fields: [
      { name: 'proofMethod', type: 'select', required: true, options: [...proofMethods], label: 'Ownership proof', admin: { readOnly: true } },
      { name: 'proofTarget', type: 'text', required: true, label: 'Package or domain', admin: { readOnly: true } },
    ] },
    { name: 'challengeToken', type: 'text', required: true, admin: { readOnly: true, description: 'What the HTTP challenge file must contain' } },
    { type: 'row', fields: [
      { name: 'provedAt', type: 'date', label: 'Proved at', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'checkedAt', type: 'date', label: 'Last checked', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    ] },
    { name: 'proofError', type: 'text', label: 'Last check', admin: { readOnly: true } },
    { name: 'locale', type: 'select', options: ['en', 'zh', 'zh-TW', 'ja'], admin: { readOnly: true } },
    { name: 'rejectionReason', type: 'textarea', admin: { readOnly: true } },
    { type: 'row', fields: [
      { name: 'decidedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
      { name: 'decidedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    ] },
    { name: 'mcpServer', type: 'relationship', relationTo: 'mcp-servers', label: 'Catalogue record', admin: { readOnly: true } },
    // The decision mails sent (mcpSubmit/submissionMail.ts): written with the send, so a retried job sends once.
    { name: 'mailsSent', type: 'json', label: 'Mails sent', admin: { readOnly: true } },
  ],
}
