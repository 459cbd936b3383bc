import type { ArrayFieldValidation, GlobalConfig } from 'payload'
import { array } from 'payload/shared'
import { adminText } from '../admin/i18n/dictionary'
import { adminMessages } from '../admin/i18n/messages'
import { anyone, editors } from '../access/roles'
import { languageOf, validateHttpUrl } from '../fields/urlValidation'
import { platformIds } from '../llm/platforms'

/** One row per arena platform: two rows for one platform would show it twice beside our board. */
const onePerPlatform: ArrayFieldValidation = (rows, options) => {
  const base = array(rows, options)
  if (base !== true || !Array.isArray(rows)) return base
  const seen = new Set<string>()
  for (const row of rows as { platform?: string }[]) {
    if (!row?.platform) continue
    if (seen.has(row.platform)) return adminText(adminMessages.referencePlatformTwice, languageOf(options), { platform: row.platform })
    seen.add(row.platform)
  }
  return true
}

/**
 * Public reference ratings the arena leaderboard shows beside ours while our own votes are below
 * the published minimum (arena/referenceRatings.ts reads them), with the source and date the page
 * names. Editors update them when the source publishes new figures; they are never mixed into our
 * fit. Seeded from seed/data/arena-reference-ratings.json; a change revalidates the leaderboard pages
 * only (revalidation/tags.ts).
 */
export const ArenaReferenceRatings: GlobalConfig = {
  slug: 'arena-reference-ratings',
  label: 'Arena reference ratings',
  admin: {
    group: 'Catalogue',
    description: 'Published ratings from another arena, shown on the leaderboard beside ours (labelled with source and date) until our own votes reach the minimum',
  },
  access: { read: anyone, update: editors },
  fields: [
    { type: 'row', fields: [
      { name: 'sourceName', type: 'text', required: true, label: 'Source', admin: { description: 'Who published the ratings, as the page names them' } },
      { name: 'sourceUrl', type: 'text', required: true, label: 'Source address', validate: validateHttpUrl, admin: { description: 'The page the ratings were read from' } },
      { name: 'asOf', type: 'date', required: true, label: 'As of', admin: { description: 'The date of the published figures', date: { pickerAppearance: 'dayOnly' } } },
    ] },
    {
      name: 'ratings',
      type: 'array',
      labels: { singular: 'Reference rating', plural: 'Reference ratings' },
      validate: onePerPlatform,
      fields: [
        { type: 'row', fields: [
          { name: 'platform', type: 'select', required: true, label: 'Arena platform', options: [...platformIds] },
          { name: 'model', type: 'text', required: true, label: 'Model as the source names it', admin: { description: 'The model the platform served at that date' } },
          { name: 'rating', type: 'number', required: true, min: 0, max: 5000 },
          { name: 'votes', type: 'number', required: true, min: 0, admin: { step: 1 } },
        ] },
      ],
    },
  ],
}
