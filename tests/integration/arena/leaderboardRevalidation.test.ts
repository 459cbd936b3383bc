import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { env, stopProducer } from '@aidir/cms'
import { poolOf } from '@aidir/cms/db'
import { revalidateToken } from '@aidir/cms/hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { computeArenaLeaderboardJob } from '../../../tasks/src/jobs/arena/computeLeaderboard'
import { createRevalidatePagesHandler } from '../../../tasks/src/jobs/storefront/revalidatePages'
import { payload, userWithRole } from '../helpers'

/**
 * A new leaderboard version reaches the storefront at once: the job that publishes it queues
 * `storefront.revalidate` for the leaderboard pages' tag in the same transaction, and the worker's
 * call (here to a local stand-in for the storefront, as the edge would receive it) names that tag.
 * A rerun with no new votes publishes nothing and asks for nothing.
 */
const pool = poolOf(payload)
const log = { info() {}, warn() {}, error() {}, debug() {} } as any
const context = { payload, log, jobId: 'test', attempt: 1 }
/** The worker's leaderboard job, as pg-boss runs it. */
const publish = async (trigger: 'schedule' | 'manual') => (await computeArenaLeaderboardJob({ trigger }, context)) as { published: string[] }

type Received = { path: string; authorization?: string; body: unknown }
let storefront: Server
let storefrontUrl: string
const received: Received[] = []

const readBody = async (req: IncomingMessage) => {
  let text = ''
  for await (const chunk of req) text += chunk
  return text ? JSON.parse(text) : null
}

/** The revalidation jobs the leaderboard queued, oldest first. */
const leaderboardJobs = async (): Promise<{ id: string; data: { collection: string; tags: string[] } }[]> =>
  (await pool.query(`SELECT id, data FROM pgboss.job WHERE name = 'storefront.revalidate' AND data->>'collection' = 'arena_leaderboards' ORDER BY created_on, id`)).rows

beforeAll(async () => {
  storefront = createServer(async (req, res) => {
    received.push({ path: req.url ?? '', authorization: req.headers.authorization, body: await readBody(req) })
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}')
  })
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve))
  storefrontUrl = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => storefront.close(resolve))
  await stopProducer()
})

describe('leaderboard publication and the storefront', () => {
  it('queues the leaderboard pages’ revalidation with a new version, and nothing when no vote changed', async () => {
    const user = await userWithRole('customer')
    // Synthetic battles in this test database only.
    const vote = async (a: string, b: string, outcome: string, language = 'ja') => {
      const id = randomUUID()
      await pool.query(`INSERT INTO arena_battles (id, user_id, address, prompt, language, model_a, model_b, sandbox) VALUES ($1, $2, '192.0.2.7', 'synthetic prompt', $3, $4, $5, false)`, [
        id, Number(user.id), language, a, b,
      ])
      await pool.query(`INSERT INTO arena_votes (battle_id, user_id, address, outcome, valid) VALUES ($1, $2, '192.0.2.7', $3, true)`, [id, Number(user.id), outcome])
    }
    for (let k = 0; k < 12; k++) await vote('qwen', 'deepseek', k % 3 ? 'a' : 'b')

    const before = await leaderboardJobs()
    const first = await publish('manual')
    expect(first.published).toEqual(expect.arrayContaining(['all', 'ja']))
    const queued = (await leaderboardJobs()).filter((j) => !before.some((b) => b.id === j.id))
    // One job for every board published together: the tag covers each language's page and variant.
    expect(queued.map((j) => j.data)).toEqual([{ collection: 'arena_leaderboards', tags: ['arena-leaderboard'] }])

    // Nothing changed since: no version, no revalidation.
    expect((await publish('schedule')).published).toEqual([])
    expect(await leaderboardJobs()).toHaveLength(before.length + 1)

    // The worker tells the storefront (the edge in front of it purges the same tags).
    const deliver = createRevalidatePagesHandler({ storefrontUrl: () => storefrontUrl })
    expect(await deliver(queued[0]!.data, context)).toEqual({ revalidated: true, collection: 'arena_leaderboards', tags: ['arena-leaderboard'] })
    expect(received).toEqual([
      { path: '/api/revalidate', authorization: `Bearer ${revalidateToken(env().PAYLOAD_SECRET)}`, body: { collection: 'arena_leaderboards', tags: ['arena-leaderboard'] } },
    ])

    // A new vote: a new version and one more revalidation.
    await vote('qwen', 'deepseek', 'tie', 'en')
    expect((await publish('schedule')).published).toEqual(expect.arrayContaining(['all', 'en']))
    expect(await leaderboardJobs()).toHaveLength(before.length + 2)
  })

  it('a storefront that refuses the call fails the job, so pg-boss retries it', async () => {
    const refusing = createServer((_req, res) => res.writeHead(503).end())
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`
    try {
      await expect(createRevalidatePagesHandler({ storefrontUrl: () => url })({ collection: 'arena_leaderboards', tags: ['arena-leaderboard'] }, context)).rejects.toThrow(/HTTP 503/)
    } finally {
      await new Promise((resolve) => refusing.close(resolve))
    }
  })
})
