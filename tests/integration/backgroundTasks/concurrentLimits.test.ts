import { poolOf, stopProducer } from '@aidir/cms'
import { lockTaskStarts, taskStartsLockStatement } from '@aidir/cms/backgroundTasks'
import { inTransaction, poolSql } from '@aidir/cms/db'
import { until } from '../../support/until'
import { GEO_LIMITS } from '@aidir/cms/geo'
import { TRACKER_LIMITS } from '@aidir/cms/tracker'
import { afterAll, describe, expect, it } from 'vitest'
import { createCheckHandler } from '@/features/geo/handlers'
import * as tracker from '@/features/tracker/handlers'
import { payload, signedInWithRole } from '../helpers'

/** A route's `[id]` as Next passes it to the handler. */
const idParams = (id: string) => ({ params: Promise.resolve({ id }) })

/**
 * Per-user daily limits are counted inside the transaction that starts the task, under the
 * (kind, user) lock of the background-task kit: ten starts at the same moment with one start left
 * admit exactly one, and the other nine get 429 'Submission limit reached' — for GEO checks and
 * for tracker runs alike.
 */
const AT_ONCE = 10

const signedIn = () => signedInWithRole('customer')
const post = (token: string, body?: unknown) =>
  new Request('http://site.test/api', { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as { code: number; message: string; data: any } })

function expectOneAdmitted(answers: { status: number; body: { code: number; message: string } }[]) {
  const admitted = answers.filter((a) => a.status === 200 && a.body.code === 0)
  const refused = answers.filter((a) => a.status !== 200)
  expect(admitted).toHaveLength(1)
  expect(refused).toHaveLength(AT_ONCE - 1)
  for (const r of refused) expect(r).toMatchObject({ status: 429, body: { code: 429, message: 'Submission limit reached' } })
}

describe('daily limits under concurrent starts', () => {
  afterAll(async () => {
    await stopProducer()
  })

  it('GEO: ten checks at once with one left start exactly one', async () => {
    const user = await signedIn()
    for (let i = 0; i < GEO_LIMITS.checksPerDay - 1; i++) {
      await payload.create({ collection: 'geo-checks', data: { owner: user.id, question: `q${i}`, hitTerms: ['x'], platforms: ['deepseek'], samplesPerPlatform: 1 }, overrideAccess: true })
    }
    const body = { question: 'Which AI image tools are best?', hitTerms: ['Midjourney'], platforms: ['deepseek'] }
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, async () => json(await createCheckHandler(post(user.token, body)))))
    expectOneAdmitted(answers)
    expect((await payload.count({ collection: 'geo-checks', where: { owner: { equals: user.id } }, overrideAccess: true })).totalDocs).toBe(GEO_LIMITS.checksPerDay)
    // The refused starts left nothing behind: one check's detection, no more.
    expect((await payload.count({ collection: 'geo-detections', where: { owner: { equals: user.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('tracker: ten runs of ten trackers at once with one left start exactly one', async () => {
    const user = await signedIn()
    const trackers: number[] = []
    for (let i = 0; i < AT_ONCE + 1; i++) {
      const created = await json(await tracker.createTrackerHandler(post(user.token, { brandName: `Limit Brand ${i}`, description: 'A brand that starts many analyses on the same day.', tags: ['limits', 'races'], topics: ['limits'] })))
      expect(created.status).toBe(200)
      trackers.push(created.body.data.id)
    }
    // The day's runs but one, already finished (so none of them is the tracker's active run).
    for (let i = 0; i < TRACKER_LIMITS.runsPerDay - 1; i++) {
      await payload.create({ collection: 'tracker-runs', data: { tracker: trackers[AT_ONCE]!, owner: user.id, trigger: 'user', status: 'completed', platforms: ['deepseek'], samples: 1, parts: {} }, overrideAccess: true })
    }
    const answers = await Promise.all(trackers.slice(0, AT_ONCE).map(async (id) => json(await tracker.startHandler(post(user.token), idParams(String(id))))))
    expectOneAdmitted(answers)
    const runs = await payload.count({ collection: 'tracker-runs', where: { and: [{ owner: { equals: user.id } }, { trigger: { equals: 'user' } }] }, overrideAccess: true })
    expect(runs.totalDocs).toBe(TRACKER_LIMITS.runsPerDay)
  })

  it('the lock sent with BEGIN (orders) is the same (kind, user) lock as the kit takes: one waits for the other', async () => {
    const pool = poolOf(payload)
    const order: string[] = []
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    let granted!: () => void
    const first = new Promise<void>((r) => (granted = r))
    const holder = inTransaction(pool, async (client) => {
      await lockTaskStarts(poolSql(client), 'order', 424242)
      granted()
      await held
      order.push('holder done')
    })
    await first
    const waiter = inTransaction(pool, async () => void order.push('waiter in'), { first: taskStartsLockStatement('order', 424242) })
    // The waiter queues on the holder's advisory lock (PostgreSQL shows it not granted), so it is the same lock.
    await until('the waiter to queue on the lock', async () => (await pool.query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)).rows.length === 1)
    expect(order).toEqual([])
    release()
    await Promise.all([holder, waiter])
    expect(order).toEqual(['holder done', 'waiter in'])
    expect(() => taskStartsLockStatement("order'; DROP TABLE orders; --", 1)).toThrow()
    expect(() => taskStartsLockStatement('order', 1.5)).toThrow()
  })

  it('tracker: pressing start again on a running tracker returns its run, even at the limit', async () => {
    const user = await signedIn()
    const created = await json(await tracker.createTrackerHandler(post(user.token, { brandName: 'Twice Pressed', description: 'A brand whose owner presses start twice in a row.', tags: ['twice', 'pressed'], topics: ['buttons'] })))
    const id = String(created.body.data.id)
    for (let i = 0; i < TRACKER_LIMITS.runsPerDay - 1; i++) {
      await payload.create({ collection: 'tracker-runs', data: { tracker: Number(id), owner: user.id, trigger: 'user', status: 'completed', platforms: ['deepseek'], samples: 1, parts: {} }, overrideAccess: true })
    }
    const answers = await Promise.all(Array.from({ length: 5 }, async () => json(await tracker.startHandler(post(user.token), idParams(id)))))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(answers.filter((a) => a.body.data.created)).toHaveLength(1)
    expect(new Set(answers.map((a) => a.body.data.runId)).size).toBe(1)
  })
})
