import { referenceRatings } from '@aidir/cms/arena'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payload, userWithRole } from '../helpers'

/**
 * The public reference ratings beside the leaderboard live in the `arena-reference-ratings` global:
 * seeded from the catalogue, read by visitors, changed by editors only, checked on save, and a
 * change revalidates the leaderboard pages alone.
 */
const slug = 'arena-reference-ratings' as const
let original: Record<string, unknown>

const leaderboardJobs = async (): Promise<number> =>
  (await (payload.db as any).pool.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'storefront.revalidate' AND data->>'collection' = $1 AND data->'tags' = '["arena-leaderboard"]'::jsonb`, [slug])).rows[0].n

/** The messages on the fields of a refused save (a 400 in the API). */
async function fieldErrors(attempt: Promise<unknown>): Promise<Record<string, string>> {
  const error = (await attempt.then(
    () => undefined,
    (e: unknown) => e,
  )) as { status?: number; data?: { errors?: { path: string; message: string }[] } } | undefined
  expect(error, 'the save was expected to be refused').toBeDefined()
  expect(error!.status).toBe(400)
  return Object.fromEntries((error!.data?.errors ?? []).map((e) => [e.path, e.message]))
}

beforeAll(async () => {
  original = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true })) as Record<string, unknown>
})
afterAll(async () => {
  const { sourceName, sourceUrl, asOf, ratings } = original as any
  await payload.updateGlobal({ slug, data: { sourceName, sourceUrl, asOf, ratings: ratings.map(({ id, ...r }: any) => r) }, overrideAccess: true })
})

describe('arena reference ratings', () => {
  it('are seeded with their source and date, strongest first, as a visitor reads them', async () => {
    const reference = await referenceRatings(payload)
    expect(reference?.source).toEqual({ name: 'LMArena (text arena), via openlm.ai/chatbot-arena', url: 'https://openlm.ai/chatbot-arena/', date: '2025-07-01' })
    expect(reference?.ratings[0]).toEqual({ platform: 'gemini', model: 'Gemini-2.5-Pro', rating: 1473, votes: 14062 })
    expect(reference?.ratings.map((r) => r.platform)).toEqual(['gemini', 'chatgpt', 'deepseek', 'qwen', 'yuanbao', 'claude'])
  })

  it('an editor updates them; the leaderboard pages are revalidated, nothing else', async () => {
    const editor = await userWithRole('editor')
    const before = await leaderboardJobs()
    await payload.updateGlobal({
      slug,
      data: { sourceName: 'LMArena (text arena)', sourceUrl: 'https://lmarena.ai/leaderboard/text', asOf: '2025-09-01T12:00:00.000Z', ratings: [{ platform: 'claude', model: 'Claude Opus 4.1', rating: 1447, votes: 21000 }] },
      user: editor,
      overrideAccess: false,
    })
    expect(await referenceRatings(payload)).toEqual({
      source: { name: 'LMArena (text arena)', url: 'https://lmarena.ai/leaderboard/text', date: '2025-09-01' },
      ratings: [{ platform: 'claude', model: 'Claude Opus 4.1', rating: 1447, votes: 21000 }],
    })
    expect(await leaderboardJobs()).toBe(before + 1)
  })

  it('customers and support cannot change them', async () => {
    for (const role of ['customer', 'support'] as const) {
      const user = await userWithRole(role)
      await expect(payload.updateGlobal({ slug, data: { sourceName: 'Mine' } as any, user, overrideAccess: false }), role).rejects.toThrow(/not allowed/i)
    }
  })

  it('refuses a second row for one platform, an address that is not a web address and an unknown platform', async () => {
    const editor = await userWithRole('editor')
    const save = (data: Record<string, unknown>) => payload.updateGlobal({ slug, data: data as any, user: editor, overrideAccess: false })
    const row = { platform: 'qwen', model: 'Qwen3', rating: 1400, votes: 100 }
    expect((await fieldErrors(save({ ratings: [row, { ...row, model: 'Qwen3 again' }] }))).ratings).toBe('“qwen” has two rows: keep one rating per platform')
    expect((await fieldErrors(save({ sourceUrl: 'openlm.ai/chatbot-arena' }))).sourceUrl).toMatch(/https:\/\//)
    expect(Object.keys(await fieldErrors(save({ ratings: [{ ...row, platform: 'not-a-platform' }] })))).toEqual(['ratings.0.platform'])
    // Nothing of it was saved.
    expect((await referenceRatings(payload))?.ratings.map((r) => r.platform)).toEqual(['claude'])
  })

  it('show nothing when an editor empties the list', async () => {
    await payload.updateGlobal({ slug, data: { ratings: [] }, overrideAccess: true })
    expect(await referenceRatings(payload)).toBeNull()
  })
})
