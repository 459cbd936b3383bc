import { publishedBoards as readPublishedBoards, referenceRatings as readReferenceRatings } from '@aidir/cms/arena'
import { ARENA_LEADERBOARD_TAG } from '@aidir/cms/revalidation'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

/**
 * The current leaderboard versions and the reference ratings shown beside them. Both carry the
 * leaderboard's tag: a new version (the hourly job) or an editor's change to the reference ratings
 * revalidates the leaderboard pages at once.
 */
export const publishedBoards = cached(async () => readPublishedBoards(await getPayload()), 'arena:boards', [ARENA_LEADERBOARD_TAG])

export const referenceRatings = cached(async () => readReferenceRatings(await getPayload()), 'arena:reference', [ARENA_LEADERBOARD_TAG])
