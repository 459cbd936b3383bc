import { createPgSearchIndex } from '@aidir/cms'
import { describe, expect, it, vi } from 'vitest'
import { findDiscoverResults } from '@/features/discover/results'
import { parseDiscoverQuery, sorts } from '@/features/discover/query'
import { payload } from './helpers'

// Next's data cache exists only inside its server: in-process the cached reads run uncached.
vi.mock('../../storefront/node_modules/next/cache', () => ({ unstable_cache: <F>(fn: F) => fn, revalidateTag: () => undefined, revalidatePath: () => undefined }))

const index = createPgSearchIndex(payload)

/** Every id of a query's result set, read in pages of `size`. */
async function allIds(text: string, size: number): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = []
  let total = 0
  for (let offset = 0; ; offset += size) {
    const page = await index.search({ text, locale: 'en', entities: ['products'], limit: size, offset })
    total = page.total
    ids.push(...page.hits.map((h) => h.id))
    if (page.hits.length < size) break
  }
  return { ids, total }
}

describe('one query, one result set', () => {
  it('the misspelt-name fallback does not depend on the page size (it made "chatgpt" count 25 by relevance and 35 by date)', async () => {
    for (const text of ['chatgpt', 'chatgtp', 'midjorney', 'speech to text']) {
      const small = await allIds(text, 24)
      const large = await allIds(text, 100)
      expect(small.total, text).toBe(large.total)
      expect(new Set(small.ids), text).toEqual(new Set(large.ids))
      expect(small.ids.length, text).toBe(small.total)
    }
  })

  it('the finder counts the same results whatever the sort', async () => {
    for (const text of ['chatgpt', 'chatgtp', 'free open source speech to text', '图像生成']) {
      const counts = new Set<number>()
      for (const sort of sorts) {
        const result = await findDiscoverResults(text === '图像生成' ? 'zh' : 'en', parseDiscoverQuery({ sort }, true), text)
        counts.add(result.total)
      }
      expect([...counts], text).toHaveLength(1)
    }
  })
})
