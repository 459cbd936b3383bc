import type { Payload } from 'payload'

/**
 * Public reference ratings shown beside ours while our own votes are below the published minimum,
 * labelled with their source and date. Editors keep them in the `arena-reference-ratings` global
 * (seeded with LMArena's text-arena ratings as mirrored at openlm.ai on 1 July 2025); they are
 * never mixed into our fit.
 */
export type ReferenceRating = { platform: string; model: string; rating: number; votes: number }
export type ReferenceSource = { name: string; url: string; /** YYYY-MM-DD */ date: string }
export type ReferenceRatings = { source: ReferenceSource; ratings: ReferenceRating[] }

/** What the leaderboard shows, read as a visitor; nothing when the global has no source or no rows. */
export async function referenceRatings(payload: Payload): Promise<ReferenceRatings | null> {
  const doc = (await payload.findGlobal({ slug: 'arena-reference-ratings', depth: 0, overrideAccess: false })) as {
    sourceName?: string | null
    sourceUrl?: string | null
    asOf?: string | null
    ratings?: { platform?: string | null; model?: string | null; rating?: number | null; votes?: number | null }[] | null
  }
  const ratings = (doc.ratings ?? [])
    .filter((r) => r.platform && r.model && typeof r.rating === 'number')
    .map((r) => ({ platform: r.platform!, model: r.model!, rating: r.rating!, votes: r.votes ?? 0 }))
    .sort((a, b) => b.rating - a.rating)
  if (!doc.sourceName || !doc.sourceUrl || !doc.asOf || ratings.length === 0) return null
  return { source: { name: doc.sourceName, url: doc.sourceUrl, date: doc.asOf.slice(0, 10) }, ratings }
}
