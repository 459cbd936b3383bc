import { enqueue, env, imageCaptureKey } from '@aidir/cms'
import { dueForCapture } from '@aidir/cms/imageCapture'
import type { PgBoss } from 'pg-boss'
import type { Handler } from '../types'

export const CAPTURE_SCHEDULE = { key: 'images-hourly', cron: '41 * * * *' }

/**
 * images.schedule (hourly, only with IMAGE_CAPTURE=on): queues the captures that are due. The
 * capture queues are `exclusive` per record, so a record still queued or running from an earlier
 * tick (or an editor's "capture now") is not queued twice.
 */
export const scheduleCaptures: Handler<'images.schedule'> = async (_data, { payload }) => {
  const settings = env()
  if (settings.IMAGE_CAPTURE !== 'on') return { skipped: 'IMAGE_CAPTURE is off' }
  const due = await dueForCapture(payload, { limit: settings.IMAGE_CAPTURE_PER_HOUR, everyDays: settings.IMAGE_CAPTURE_EVERY_DAYS })
  let queued = 0
  for (const d of due) {
    const singletonKey = imageCaptureKey(d.collection, d.id)
    const id =
      d.slot === 'logo'
        ? await enqueue('images.logo', { collection: d.collection, id: d.id, trigger: 'schedule' }, { singletonKey })
        : await enqueue('images.screenshot', { id: d.id, trigger: 'schedule' }, { singletonKey })
    if (id) queued++
  }
  return { due: due.length, queued }
}

/**
 * Registers the hourly schedule when capture is on, and removes it when off: pg-boss keeps
 * schedules in the database, so turning the setting off must also take the schedule away.
 */
export async function scheduleImageCaptures(boss: PgBoss, enabled: boolean): Promise<void> {
  if (enabled) await boss.schedule('images.schedule', CAPTURE_SCHEDULE.cron, {}, { tz: 'UTC', key: CAPTURE_SCHEDULE.key })
  else await boss.unschedule('images.schedule', CAPTURE_SCHEDULE.key).catch(() => undefined)
}
