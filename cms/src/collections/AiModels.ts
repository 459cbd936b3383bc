import type { CollectionConfig } from 'payload'
import { statusMirrorField, withDrafts } from '../fields/publishing'
import { editors } from '../access/roles'
import { publishedOrEditor } from '../access/published'
import { countersField, keyField, tagsField } from '../fields/common'
import { searchIndexHooks } from '../hooks/searchIndex'
import { validateHttpUrl } from '../fields/urlValidation'
import { editorialReviewField } from '../fields/editorialReview'
import { moneyField } from '../fields/money'
import { tokenPriceScale } from '../lib/money'
import { modelSyncField } from '../models/syncFields'
import { imageSourcesField, recordEditorImages } from '../imageCapture/sourceFields'

const modalities = ['text', 'image', 'audio', 'video', 'embedding']
// Per-million-token prices go below a cent ($0.075), hence the finer scale (lib/money.ts).
const perMillion = (name: string) => ({ ...moneyField(name, { scale: tokenPriceScale }), admin: { description: 'Per million tokens' } })

export const AiModels: CollectionConfig = withDrafts({
  slug: 'ai-models',
  labels: { singular: 'AI model', plural: 'AI models' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'provider', 'contextWindow', 'releaseDate', 'status'], group: 'Catalogue' },
  access: { read: publishedOrEditor, create: editors, update: editors, delete: editors },
  defaultPopulate: { key: true, name: true, provider: true, logo: true },
  hooks: { ...searchIndexHooks('ai-models'), beforeChange: [recordEditorImages(['logo'])] },
  fields: [
    keyField,
    statusMirrorField,
    // Who submitted the model (user centre: My Models); empty for the curated catalogue.
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true, admin: { position: 'sidebar' } },
    editorialReviewField,
    { name: 'name', type: 'text', required: true, index: true },
    { name: 'provider', type: 'text', required: true, index: true },
    { name: 'url', type: 'text', validate: validateHttpUrl },
    // The provider's logo: captured from the home page of the model's site (shared by its models).
    { name: 'logo', type: 'upload', relationTo: 'media', admin: { description: 'The provider’s logo' } },
    imageSourcesField(['logo']),
    { name: 'description', type: 'textarea', required: true, localized: true },
    {
      name: 'modalities',
      type: 'group',
      fields: [
        { name: 'input', type: 'select', hasMany: true, options: modalities },
        { name: 'output', type: 'select', hasMany: true, options: modalities },
      ],
    },
    { type: 'row', fields: [
      { name: 'contextWindow', type: 'number', min: 0, index: true },
      { name: 'maxOutputTokens', type: 'number', min: 0 },
    ] },
    {
      name: 'pricing',
      type: 'group',
      fields: [
        perMillion('input'),
        perMillion('cachedInput'),
        perMillion('cacheWrite'),
        perMillion('output'),
        // Only where a vendor bills reasoning tokens apart from output; empty means they are billed as output.
        perMillion('reasoning'),
      ],
    },
    {
      name: 'features',
      type: 'group',
      fields: [
        { type: 'row', fields: [
          { name: 'tools', type: 'checkbox', label: 'Tool calling' },
          { name: 'structuredOutput', type: 'checkbox', label: 'Structured output' },
          { name: 'reasoning', type: 'checkbox', label: 'Reasoning' },
          { name: 'vision', type: 'checkbox', label: 'Vision' },
        ] },
      ],
    },
    {
      name: 'benchmarks',
      type: 'array',
      fields: [
        { type: 'row', fields: [
          { name: 'name', type: 'text', required: true },
          { name: 'score', type: 'number', required: true },
        ] },
        { type: 'row', fields: [
          // Where the score was published (a vendor's report or a leaderboard) and when.
          { name: 'source', type: 'text', validate: validateHttpUrl },
          { name: 'date', type: 'date' },
        ] },
      ],
    },
    modelSyncField,
    { type: 'row', fields: [
      { name: 'releaseDate', type: 'date', index: true },
      { name: 'openWeights', type: 'checkbox', defaultValue: false, index: true },
      { name: 'license', type: 'text' },
    ] },
    tagsField,
    countersField,
  ],
})
