import { stopProducer } from '@aidir/cms'
import { geoDetectQueue, jobsAhead, SNAPSHOT_MAX_AGE_MS, trackerRunQueue } from '@aidir/cms/backgroundTasks'
import { afterAll, describe, expect, it, vi } from 'vitest'
import * as api from '../../../storefront/src/features/tracker/handlers'
import { payload, userWithRole } from '../helpers'

/**
 * The one queue read behind "people ahead" (backgroundTasks/queuePosition.ts), seen through the tracker's
 * status: with no worker running, runs started one after the other wait in that order, a run
 * no longer queued stops being counted once the shared snapshot is renewed, and the GEO spec
 * reads its own queue only.
 */
type User = Awaited<ReturnType<typeof userWithRole>>
const tokenOf = async (user: User) => (await payload.login({ collection: 'users', data: { email: (user as unknown as { email: string }).email, password: 'correct horse battery staple' } })).token!
const call = async (handler: (r: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>, token: string, id: number, body?: unknown) => {
  const headers = new Headers({ 'content-type': 'application/json', authorization: `Bearer ${token}` })
  const request = new Request('http://site.test/api/tracker', { method: body || handler === api.startHandler ? 'POST' : 'GET', headers, body: body ? JSON.stringify(body) : undefined })
  const response = await handler(request, { params: Promise.resolve(id ? { id: String(id) } : {}) })
  return (await response.json()) as any
}
const input = (n: number) => ({ brandName: `Queue Brand ${n}`, description: 'A brand whose analysis waits in the queue for a while.', tags: ['queue', 'waiting'], topics: ['queues'] })

describe('people ahead in the tracker queue', () => {
  afterAll(async () => {
    await stopProducer()
  })

  it('counts the runs started before yours and drops the ones that left the queue', async () => {
    const users = [await userWithRole('customer'), await userWithRole('customer'), await userWithRole('customer')]
    const tokens = await Promise.all(users.map(tokenOf))
    const trackers: number[] = []
    const runs: number[] = []
    for (const [i, token] of tokens.entries()) {
      const created = await call(api.createTrackerHandler, token, 0, input(i))
      trackers.push(created.data.id)
      runs.push((await call(api.startHandler, token, created.data.id)).data.runId)
    }
    const before = (await jobsAhead(payload, trackerRunQueue, [])).size
    expect(before).toBe(0)
    const ahead = await jobsAhead(payload, trackerRunQueue, runs)
    // Other tests' runs may wait too; ours keep their order, one place apart.
    expect(ahead.get(runs[1]!)! - ahead.get(runs[0]!)!).toBe(1)
    expect(ahead.get(runs[2]!)! - ahead.get(runs[1]!)!).toBe(1)

    const status = await call(api.statusHandler, tokens[2]!, trackers[2]!)
    expect(status.data.run.status).toBe('queued')
    expect(status.data.ahead).toBe(ahead.get(runs[2]!))

    // The first run leaves the queue (failed by staff): the others move up one place as soon as
    // the shared queue snapshot is renewed (at most SNAPSHOT_MAX_AGE_MS later).
    await payload.update({ collection: 'tracker-runs', id: runs[0]!, data: { status: 'failed' }, overrideAccess: true })
    await vi.waitFor(async () => expect((await call(api.statusHandler, tokens[2]!, trackers[2]!)).data.ahead).toBe(ahead.get(runs[2]!)! - 1), { timeout: 5 * SNAPSHOT_MAX_AGE_MS, interval: 100 })
    expect((await call(api.statusHandler, tokens[0]!, trackers[0]!)).data.ahead).toBeNull()
    // A detection id equal to a run id is another queue's record: nothing found there.
    expect((await jobsAhead(payload, geoDetectQueue, [runs[2]!])).get(runs[2]!)).toBeUndefined()
  })
})
