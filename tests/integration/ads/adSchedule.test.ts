import { poolOf, stopProducer } from '@aidir/cms'
import { DAY_MS, offeredPositions, runAdSchedule } from '@aidir/cms/ads'
import { afterAll, describe, expect, it } from 'vitest'
import { payload } from '../helpers'
import { adOrder, adPosition, campaignsOf, payNow } from './adFixtures'

const HOUR = 60 * 60 * 1000
const at = (base: Date, ms: number) => new Date(base.getTime() + ms)

/**
 * The scheduling job under a controlled clock across two simulated months: runs last exactly their
 * paid days, queued ads start within one job interval of a slot freeing, in paid order, never more
 * than the capacity at once; two runs at once change nothing twice; a worker down for days catches
 * up from the table alone.
 */
describe('ads.schedule across a simulated month', () => {
  afterAll(async () => {
    await stopProducer()
  })

  it('ends every run after its paid days and advances the queue, with no overlap and no gap beyond the interval', async () => {
    const position = await adPosition(2)
    const key = position.key as string
    // Across the night European clocks go forward (2027-03-28) and the one they go back (2027-10-31 is later).
    const t0 = new Date('2027-03-01T09:15:00.000Z')
    const [a, b, c, d] = await Promise.all([0, 1, 2, 3].map(async () => (await adOrder(key)).order))
    expect(await payNow(a!, t0)).toBe('paid, running')
    expect(await payNow(b!, at(t0, 2 * DAY_MS))).toBe('paid, running')
    expect(await payNow(c!, at(t0, 3 * DAY_MS))).toBe('paid, queued')

    // The quote a fourth buyer sees before paying: full, second in the queue, starting when B ends.
    const quote = (await offeredPositions(payload, 'en', at(t0, 4 * DAY_MS))).find((p) => p.key === key)!
    expect(quote).toMatchObject({ free: false, running: 2, queueLength: 1, queuePlace: 2, expectedStart: at(t0, 32 * DAY_MS).toISOString(), price: { amount: 1_000, currency: 'USD' } })
    expect(await payNow(d!, at(t0, 5 * DAY_MS))).toBe('paid, queued')

    const interval = HOUR
    for (let now = at(t0, 5 * DAY_MS); now.getTime() <= at(t0, 65 * DAY_MS).getTime(); now = at(now, interval)) {
      // Twice at once near the first end: the position lock lets one do the work.
      if (Math.abs(now.getTime() - at(t0, 30 * DAY_MS).getTime()) < interval) await Promise.all([runAdSchedule(payload, () => now, [position.id]), runAdSchedule(payload, () => now, [position.id])])
      else await runAdSchedule(payload, () => now, [position.id])
      const rows = (await campaignsOf(position.id)).filter((r) => r.status === 'running')
      expect(rows.length).toBeLessThanOrEqual(2)
      for (const r of rows) expect(r.ends_at!.getTime()).toBeGreaterThan(now.getTime())
    }

    const byOrder = new Map((await campaignsOf(position.id)).map((r) => [r.order_id, r]))
    const [ca, cb, cc, cd] = [a, b, c, d].map((o) => byOrder.get(o!.id)!)
    for (const r of [ca, cb, cc, cd]) {
      expect(r).toMatchObject({ status: 'ended', end_reason: 'completed' })
      expect(r!.ends_at!.getTime() - r!.starts_at!.getTime()).toBe(30 * DAY_MS)
      expect(r!.ended_at!.getTime()).toBe(r!.ends_at!.getTime())
    }
    expect(ca!.starts_at!.getTime()).toBe(t0.getTime())
    // C takes A's slot, D B's, each within one interval of the slot freeing, in paid order.
    expect(cc!.starts_at!.getTime() - ca!.ends_at!.getTime()).toBeGreaterThanOrEqual(0)
    expect(cc!.starts_at!.getTime() - ca!.ends_at!.getTime()).toBeLessThan(interval)
    expect(cd!.starts_at!.getTime() - cb!.ends_at!.getTime()).toBeGreaterThanOrEqual(0)
    expect(cd!.starts_at!.getTime() - cb!.ends_at!.getTime()).toBeLessThan(interval)
    expect(cc!.starts_at!.getTime()).toBeLessThan(cd!.starts_at!.getTime())
    // Nothing moves on a run with nothing due.
    expect(await runAdSchedule(payload, () => at(t0, 70 * DAY_MS), [position.id])).toMatchObject({ ended: 0, started: 0 })
  })

  it('after the worker was down for days, the next run ends what is due at its paid end and starts the queue from the table alone', async () => {
    const position = await adPosition(1)
    const key = position.key as string
    const t0 = new Date('2027-06-01T00:00:00.000Z')
    const [a, b] = await Promise.all([0, 1].map(async () => (await adOrder(key)).order))
    await payNow(a!, t0)
    await payNow(b!, at(t0, DAY_MS))
    // No run at all between day 1 and day 33 (every worker stopped): then one run.
    const back = at(t0, 33 * DAY_MS)
    expect(await runAdSchedule(payload, () => back, [position.id])).toMatchObject({ ended: 1, started: 1 })
    const [ra, rb] = await campaignsOf(position.id)
    expect(ra).toMatchObject({ status: 'ended', end_reason: 'completed' })
    expect(ra!.ended_at!.getTime()).toBe(at(t0, 30 * DAY_MS).getTime())
    // The queued ad still gets all its paid days, from when it really started.
    expect(rb).toMatchObject({ status: 'running' })
    expect(rb!.starts_at!.getTime()).toBe(back.getTime())
    expect(rb!.ends_at!.getTime()).toBe(at(back, 30 * DAY_MS).getTime())
    // Each start and end queued the site's revalidation and the job at the run's end.
    const { rows } = await poolOf(payload).query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'ads.schedule' AND start_after = $1`, [rb!.ends_at])
    expect(rows[0].n).toBeGreaterThanOrEqual(1)
  })
  it('a position an editor disables hands its ads to a comparable one, keeping paid order and paid time; one that ads ran in cannot be deleted', async () => {
    const placement = 'news_reading'
    const old = await adPosition(1, { placement })
    const t0 = new Date('2027-08-01T00:00:00.000Z')
    const [a, b] = await Promise.all([0, 1].map(async () => (await adOrder(old.key as string)).order))
    await payNow(a!, t0)
    await payNow(b!, at(t0, DAY_MS))
    const [ra, rb] = await campaignsOf(old.id)
    expect([ra!.status, rb!.status]).toEqual(['running', 'queued'])
    // Another position of the same placement, with room (the seeded one of this placement may come first: the first by id takes them).
    const next = await adPosition(4, { placement })
    const editor = await payload.create({ collection: 'users', data: { email: `editor-${Date.now()}@example.com`, password: 'correct horse battery staple', role: 'editor', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
    const scheduleJobs = async () => (await poolOf(payload).query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'ads.schedule'`)).rows[0].n as number
    const before = await scheduleJobs()
    await payload.update({ collection: 'ad-positions', id: old.id, data: { enabled: false } as never, user: { ...editor, collection: 'users' } as never, overrideAccess: false })
    // The change queued the scheduling job, committed with it.
    expect(await scheduleJobs()).toBe(before + 1)
    const { rows: targets } = await poolOf(payload).query<{ id: number }>(`SELECT id FROM ad_positions WHERE placement = $1 AND enabled IS NOT FALSE ORDER BY id LIMIT 1`, [placement])
    const target = targets[0]!.id
    expect([next.id, target]).toContain(target)
    const now = at(t0, 2 * DAY_MS)
    await runAdSchedule(payload, () => now, [old.id, target])
    expect(await campaignsOf(old.id)).toEqual([])
    const moved = (await campaignsOf(target)).filter((r) => r.order_id === a!.id || r.order_id === b!.id)
    expect(moved.map((r) => [r.order_id, r.status])).toEqual([[a!.id, 'running'], [b!.id, 'running']])
    // A keeps its paid end; B starts now in the new position's free slot for all its days.
    expect(moved[0]!.ends_at!.getTime()).toBe(at(t0, 30 * DAY_MS).getTime())
    expect(moved[1]!.starts_at!.getTime()).toBe(now.getTime())
    expect(moved[1]!.ends_at!.getTime()).toBe(at(now, 30 * DAY_MS).getTime())
    // A position ads ran in is refused deletion with a message (409), not a database error.
    await expect(payload.delete({ collection: 'ad-positions', id: target, user: { ...editor, collection: 'users' } as never, overrideAccess: false })).rejects.toMatchObject({ status: 409 })
    // A paid order for a position disabled before its payment runs or queues in the comparable one.
    const late = await adPosition(1, { placement })
    const { order: c } = await adOrder(late.key as string)
    await payload.update({ collection: 'ad-positions', id: late.id, data: { enabled: false } as never, overrideAccess: true })
    expect(await payNow(c, now)).toMatch(/^paid, (running|queued)$/)
    expect((await campaignsOf(target)).map((r) => r.order_id)).toContain(c.id)
  })
})
