import type { Field } from 'payload'
import { staffFieldOnly } from '../access/roles'

/**
 * The editorial-review mark: a record holding a fact someone was unsure of (a remembered traffic
 * estimate, a price not yet read off the vendor's page) carries it until a person has checked it.
 * In the sidebar of products, AI models, MCP servers, news and compute offers, filterable in the
 * admin list ("Editorial review › Needs review"). Staff only: visitors and the public API never
 * see it, so a doubt is never published as a fact.
 */
export const editorialReviewField: Field = {
  name: 'editorialReview',
  type: 'group',
  label: 'Editorial review',
  access: { read: staffFieldOnly, create: staffFieldOnly, update: staffFieldOnly },
  admin: { position: 'sidebar', description: 'Facts someone should check before they are trusted' },
  fields: [
    { name: 'needsReview', type: 'checkbox', label: 'Needs review', defaultValue: false, index: true },
    { name: 'note', type: 'textarea', label: 'What to check' },
  ],
}
