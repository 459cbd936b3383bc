import { runAdSchedule } from '@aidir/cms/ads'
import type { Handler } from '../types'

/** Every minute and at each run's end: ends ads whose paid days are over, starts queued ones (cms/src/ads/runAdSchedule.ts). */
export const scheduleAds: Handler<'ads.schedule'> = async (_data, { payload, log }) => {
  const report = await runAdSchedule(payload)
  if (report.ended || report.started) log.info(report, 'ad campaigns moved')
  return report
}
