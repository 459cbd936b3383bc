import { ensureQueues, enqueue, lastCompletePeriod, poolOf, recomputeRankingsEndpoint, stopProducer } from '@aidir/cms'
import { schedules } from '@aidir/tasks/jobs/rankings/schedules'
import { startWorker, type Worker } from '@aidir/tasks/worker'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payload, userWithRole } from './helpers'
import { until } from '../support/until'

const quiet = { info() {}, warn() {}, error: console.error, debug() {} }
const pool = poolOf(payload)
const snapshotsOf = async (granularity: string, period: string) =>
  (await pool.query(`SELECT id, board, scope FROM ranking_snapshots WHERE granularity = $1 AND period = $2 ORDER BY id`, [granularity, period])).rows

describe('scheduled ranking runs', () => {
  let worker: Worker

  beforeAll(async () => {
    worker = await startWorker({ payload, connectionString: process.env.DATABASE_URL!, log: quiet, timeZone: 'Asia/Shanghai' })
  })
  afterAll(async () => {
    await ensureQueues(worker.boss)
    await worker.stop()
    await stopProducer()
  })

  it('registers the weekly, monthly and quarterly cron schedules in the configured time zone', async () => {
    const found = await worker.boss.getSchedules()
    const byKey = Object.fromEntries(found.map((s) => [s.key, s]))
    expect(byKey['rankings-weekly']).toMatchObject({ name: 'rankings.compute', cron: '0 4 * * 3', timezone: 'Asia/Shanghai' })
    expect(byKey['rankings-monthly']).toMatchObject({ cron: '0 4 8 * *', timezone: 'Asia/Shanghai' })
    expect(byKey['rankings-quarterly']).toMatchObject({ cron: '30 4 8 1,4,7,10 *' })
    expect(byKey['traffic-monthly']).toMatchObject({ name: 'traffic.fetch' })
  })

  it('a scheduled run publishes the last complete week, and a second run changes nothing', async () => {
    const week = lastCompletePeriod('week', new Date())
    // The seed published it already: take it away to watch the schedule's job bring it back.
    await pool.query(`DELETE FROM ranking_snapshots WHERE granularity = 'week' AND period = $1`, [week.label])
    const weekly = schedules.find((s) => s.key === 'rankings-weekly')!
    // Exactly what pg-boss's cron pass sends when the schedule comes due.
    await worker.boss.send(weekly.queue, weekly.data)
    const published = await until('the weekly snapshots to be published', async () => {
      const rows = await snapshotsOf('week', week.label)
      return rows.length >= 17 && rows
    })
    expect(published.filter((s) => s.board === 'region')).toHaveLength(15)
    expect(published.some((s) => s.board === 'traffic' && s.scope === 'global')).toBe(true)
    expect(published.some((s) => s.board === 'trend')).toBe(true)

    const jobId = await enqueue('rankings.compute', { granularity: 'week', trigger: 'schedule' })
    await until('the rankings.compute job to complete', async () => (await worker.boss.getJobById('rankings.compute', jobId!))?.state === 'completed')
    expect(await snapshotsOf('week', week.label)).toEqual(published)
  })

  it('the sandbox fetch extends the series to a new period, and an editor can recompute it', async () => {
    const editor = await userWithRole('editor')
    const call = (user: unknown, body: unknown) => recomputeRankingsEndpoint.handler({ user, json: async () => body, payload } as any) as Promise<Response>
    expect((await call(null, { granularity: 'month' })).status).toBe(401)
    expect((await call(await userWithRole('customer'), { granularity: 'month' })).status).toBe(403)
    expect((await call(editor, { granularity: 'month', period: '2026-W01' })).status).toBe(400)

    // A month after the seeded window: no data until the fetch job runs.
    const period = '2027-02'
    await enqueue('traffic.fetch', { granularity: 'month', period })
    await until('the imported traffic points', async () => Number((await pool.query(`SELECT count(*) AS n FROM traffic_points WHERE period_start = '2027-02-01' AND granularity = 'month'`)).rows[0].n) > 100)
    const res = await call(editor, { granularity: 'month', period })
    expect(res.status).toBe(202)
    const snapshots = await until('the monthly snapshots', async () => {
      const rows = await snapshotsOf('month', period)
      return rows.length > 0 && rows
    })
    expect(snapshots.some((s) => s.board === 'traffic')).toBe(true)
  })
})
