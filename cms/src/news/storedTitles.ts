import type { Queryable } from '../db/pool'
import { TitleIndex } from './titleSimilarity'

/** How long the index is brought up to date by additions alone before it is read again from the window. */
const REBUILD_AFTER_MS = 3_600_000
/** Titles read at most when the index is built (four languages an article). */
const MAX_TITLES = 20_000

/**
 * The titles of the articles stored in the last days, for the near-duplicate check, one index per
 * process shared by the feed runs in it: a sweep of a hundred feeds reads and tokenises the window
 * once, not a hundred times. Each look adds what was stored since the last one; article ids are
 * drawn under the write lock (writeArticles.ts), so they grow in the order the writes commit and
 * "stored since" is "id above the highest seen". Titles that leave the window, or whose article
 * an editor deleted, stay until the hourly rebuild. Looks run one at a time, each with its own read.
 */
export class StoredTitles {
  private index = new TitleIndex()
  private seenId = 0
  private builtAt = Number.NEGATIVE_INFINITY
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly windowDays: number) {}

  /** Brings the index up to date with what is committed now (under the write lock: with every other run's articles). */
  refresh(db: Queryable): Promise<void> {
    const next = this.queue.then(() => (Date.now() - this.builtAt > REBUILD_AFTER_MS ? this.rebuild(db) : this.catchUp(db)))
    this.queue = next.catch(() => undefined)
    return next
  }

  /** The score of the most similar stored title when it reaches the threshold, else null. */
  findNear(title: string): number | null {
    return this.index.findNear(title)
  }

  private async rebuild(db: Queryable) {
    const top = (await db.query<{ top: number }>(`SELECT coalesce(max(id), 0)::int AS top FROM news`)).rows[0]!.top
    const { rows } = await db.query<{ title: string | null }>(
      `SELECT l.title FROM news n JOIN news_locales l ON l._parent_id = n.id
        WHERE n.kind = 'article' AND n.created_at >= $1 AND n.id <= $2 ORDER BY n.id DESC LIMIT ${MAX_TITLES}`,
      [new Date(Date.now() - this.windowDays * 86_400_000), top],
    )
    const index = new TitleIndex()
    for (const row of rows) if (row.title) index.add(row.title)
    this.index = index
    this.seenId = top
    this.builtAt = Date.now()
  }

  private async catchUp(db: Queryable) {
    const { rows } = await db.query<{ id: number; title: string | null }>(
      `SELECT n.id, l.title FROM news n JOIN news_locales l ON l._parent_id = n.id WHERE n.kind = 'article' AND n.id > $1`,
      [this.seenId],
    )
    for (const row of rows) {
      this.seenId = Math.max(this.seenId, row.id)
      if (row.title) this.index.add(row.title)
    }
  }
}

const shared = new WeakMap<object, Map<number, StoredTitles>>()

/** The process's index of stored titles for this database (its pool) and window. */
export function storedTitles(pool: object, windowDays: number): StoredTitles {
  let byWindow = shared.get(pool)
  if (!byWindow) shared.set(pool, (byWindow = new Map()))
  let titles = byWindow.get(windowDays)
  if (!titles) byWindow.set(windowDays, (titles = new StoredTitles(windowDays)))
  return titles
}
