import { publishedBoards as readPublishedBoards } from '@aidir/cms/arena'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

/** The current leaderboard versions; the hourly job publishes, so the minute's cache is fresh enough. */
export const publishedBoards = cached(async () => readPublishedBoards(await getPayload()), 'arena:boards', ['arena-leaderboard'])
