import { env, localeMeta } from '@aidir/cms'
import { smsProviderFor } from '@aidir/cms/sms'
import { SmsSendError } from '@aidir/cms/sms'
import type { Handler } from '../types'
import { idOf, loadRun, loadTracker } from './runStore'

/**
 * tracker.notify: texts the owner of a completed run that the report is ready, when the owner has
 * bound a verified phone (notification modal); without one there is nobody to tell. The message is
 * in the tracker's language and links the report page in that language. A vendor refusal that
 * cannot improve (bad number, no template) ends the job; a transient one is retried.
 */
export const notifyOwner: Handler<'tracker.notify'> = async ({ runId }, { payload }) => {
  const run = await loadRun(payload, runId)
  if (!run || run.status !== 'completed') return { skipped: run ? run.status : 'gone' }
  const owner = idOf(run.owner)
  // System read: the worker acts for the owner, whose phone this is.
  const phone = (await payload.find({ collection: 'notification-phones', where: { user: { equals: owner } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
  if (!phone) return { skipped: 'no phone' }
  const tracker = await loadTracker(payload, idOf(run.tracker))
  const settings = env()
  const locale = (tracker.language ?? 'en') as 'en' | 'zh' | 'zh-TW' | 'ja'
  const prefix = locale === settings.DEFAULT_LANGUAGE ? '' : `/${localeMeta[locale].prefix}`
  const url = new URL(`${prefix}/tools/trackers/${tracker.id}`, settings.SITE_URL).toString()
  try {
    const receipt = await smsProviderFor(payload, settings).sendNotice({ phone: phone.phone, template: 'tracker-report-ready', params: [tracker.brandName, url], locale })
    return { runId, sent: receipt.messageId }
  } catch (err) {
    if (err instanceof SmsSendError && !err.transient) return { runId, refused: err.vendorCode }
    throw err
  }
}
