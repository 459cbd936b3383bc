import { createBoss, stopProducer } from '@aidir/cms'
import { dueForCapture } from '@aidir/cms/imageCapture'
import { scheduleImageCaptures } from '@aidir/tasks/jobs/images/scheduleCaptures'
import type { PgBoss } from 'pg-boss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProduct, payload } from '../helpers'

/** Which records the hourly schedule queues, and that the schedule exists only when capture is on. */
describe('the capture schedule', () => {
  let boss: PgBoss
  beforeAll(async () => {
    boss = createBoss(process.env.DATABASE_URL!, 'worker')
    await boss.start()
  })
  afterAll(async () => {
    await boss.stop({ graceful: false })
    await stopProducer()
  })

  const mark = (id: number, imageSources: Record<string, unknown>) =>
    payload.update({ collection: 'products', id, data: { imageSources } as never, overrideAccess: true, context: { imageCapture: true, skipSearchIndex: true } })

  it('is due: never checked, or checked longer ago than the period; not: an editor’s image, a fresh check, a draft', async () => {
    const [never, stale, fresh, editor, draft] = await Promise.all([createProduct(), createProduct(), createProduct(), createProduct(), createProduct({ status: 'draft' })])
    const now = new Date()
    await mark(stale.id, { logoCheckedAt: new Date(now.getTime() - 40 * 86_400_000).toISOString(), screenshotsCheckedAt: new Date(now.getTime() - 40 * 86_400_000).toISOString() })
    await mark(fresh.id, { logoCheckedAt: now.toISOString(), screenshotsCheckedAt: now.toISOString() })
    await mark(editor.id, { logoSource: 'editor', screenshotsSource: 'editor' })
    const due = await dueForCapture(payload, { limit: 100_000, everyDays: 30, now })
    const dueIds = (slot: string) => new Set(due.filter((d) => d.collection === 'products' && d.slot === slot).map((d) => d.id))
    for (const slot of ['logo', 'screenshots']) {
      expect(dueIds(slot).has(never.id)).toBe(true)
      expect(dueIds(slot).has(stale.id)).toBe(true)
      expect(dueIds(slot).has(fresh.id)).toBe(false)
      expect(dueIds(slot).has(editor.id)).toBe(false)
      expect(dueIds(slot).has(draft.id)).toBe(false)
    }
    // Models and MCP servers have a logo only.
    expect(due.some((d) => d.collection === 'ai-models' && d.slot === 'logo')).toBe(true)
    expect(due.some((d) => d.collection !== 'products' && d.slot === 'screenshots')).toBe(false)
  })

  it('takes a bounded batch per hour, never-checked first', async () => {
    const due = await dueForCapture(payload, { limit: 3, everyDays: 30 })
    expect(due.filter((d) => d.collection === 'products' && d.slot === 'logo')).toHaveLength(3)
  })

  it('exists only when IMAGE_CAPTURE is on (pg-boss keeps schedules, so off removes it)', async () => {
    await scheduleImageCaptures(boss, true)
    expect((await boss.getSchedules('images.schedule')).map((s) => s.cron)).toEqual(['41 * * * *'])
    await scheduleImageCaptures(boss, false)
    expect(await boss.getSchedules('images.schedule')).toEqual([])
  })
})
