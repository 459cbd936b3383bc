import { getProducer, RECOMPUTE_QUEUE, stopProducer } from '@aidir/cms'
import { handleEndpoints } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { payload, userWithRole } from './helpers'

/**
 * The editor's manual recompute, through Payload's own REST routing and authentication (a real
 * JWT in the Authorization header), with no worker running so the queued jobs stay visible.
 */
async function tokenOf(role: 'editor' | 'admin' | 'support' | 'customer') {
  const user = await userWithRole(role)
  const { token } = await payload.login({ collection: 'users', data: { email: (user as unknown as { email: string }).email, password: 'correct horse battery staple' } })
  return token!
}

async function press(token: string | null, body: unknown) {
  const request = new Request('http://cms.test/api/rankings/recompute', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const res = await handleEndpoints({ config: payload.config, request })
  return { status: res.status, body: (await res.json()) as { queued?: boolean; jobId?: string; state?: string; message?: string } }
}

describe('manual rankings recompute', () => {
  afterAll(async () => {
    const boss = await getProducer()
    for (const job of await boss.findJobs(RECOMPUTE_QUEUE)) if (['created', 'retry', 'active'].includes(job.state)) await boss.cancel(RECOMPUTE_QUEUE, job.id)
    await stopProducer()
  })

  it('is refused to visitors and to signed-in users who are not editors', async () => {
    const boss = await getProducer()
    // The database is shared with other test files (the API fuzz presses this button as staff): only jobs added here count.
    const before = new Set((await boss.findJobs(RECOMPUTE_QUEUE)).map((job) => job.id))
    expect((await press(null, { granularity: 'month' })).status).toBe(401)
    for (const role of ['customer', 'support'] as const) {
      const answer = await press(await tokenOf(role), { granularity: 'month' })
      expect(answer.status, role).toBe(403)
      expect(answer.body.message).toBe('Only editors can do this')
    }
    expect((await boss.findJobs(RECOMPUTE_QUEUE)).filter((job) => !before.has(job.id))).toEqual([])
  })

  it('validates the request body', async () => {
    const editor = await tokenOf('editor')
    for (const bad of [{}, { granularity: 'daily' }, { granularity: 'month', period: '2026-W01' }, { granularity: 'week', replace: 'yes' }]) {
      const answer = await press(editor, bad)
      expect(answer.status, JSON.stringify(bad)).toBe(400)
      expect(answer.body.message).toBe('Form validation failed')
    }
  })

  it('queues once per period kind while a run is queued or running, then again after it ends', async () => {
    const editor = await tokenOf('editor')
    const admin = await tokenOf('admin')
    const first = await press(editor, { granularity: 'month', period: '2026-10', replace: true })
    expect(first.status).toBe(202)
    expect(first.body).toMatchObject({ queued: true })
    // A second press (another editor, other options) while the first is queued: the same job.
    const second = await press(admin, { granularity: 'month' })
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({ queued: false, jobId: first.body.jobId, state: 'created' })
    // Another kind is its own run.
    const weekly = await press(editor, { granularity: 'week' })
    expect(weekly.status).toBe(202)

    // Running: still refused, and the answer says so.
    const boss = await getProducer()
    const [taken] = await boss.fetch(RECOMPUTE_QUEUE, { batchSize: 1 })
    const running = taken!.data as { granularity: string }
    const other = running.granularity === 'month' ? 'week' : 'month'
    const again = await press(editor, { granularity: running.granularity })
    expect(again.body).toMatchObject({ queued: false, jobId: taken!.id, state: 'active' })

    // Finished: the next press queues a new run.
    await boss.complete(RECOMPUTE_QUEUE, taken!.id)
    const after = await press(editor, { granularity: running.granularity })
    expect(after.status).toBe(202)
    expect(after.body.jobId).not.toBe(taken!.id)
    expect((await press(editor, { granularity: other })).status).toBe(200)
  })

  it('queues one job when editors press at the same instant', async () => {
    const editor = await tokenOf('editor')
    const answers = await Promise.all(Array.from({ length: 6 }, () => press(editor, { granularity: 'quarter' })))
    expect(answers.filter((a) => a.status === 202)).toHaveLength(1)
    expect(new Set(answers.map((a) => a.body.jobId)).size).toBe(1)
    const boss = await getProducer()
    const pending = (await boss.findJobs(RECOMPUTE_QUEUE, { key: 'manual:quarter' })).filter((j) => j.state === 'created')
    expect(pending).toHaveLength(1)
  })
})
