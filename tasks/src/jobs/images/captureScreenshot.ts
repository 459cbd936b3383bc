import { env } from '@aidir/cms'
import { applyCapture, currentRecord, deleteCapturedIfUnused, describeFailure, isTransient, screenshotPageOf, screenshotWebp, storeCapturedFile, type CaptureRecord } from '@aidir/cms/imageCapture'
import { SafeFetchError } from '@aidir/cms/net'
import { errors } from 'playwright-core'
import type { Handler } from '../types'
import { PageRefused, type ScreenKind, screenshotPage, sharedBrowser, viewports } from './browser'
import type { CaptureOptions } from './captureLogo'
import { isLastAttempt } from './lastAttempt'

const kinds = Object.keys(viewports) as ScreenKind[]

/** Worth another try: the site or the browser was slow or unreachable, not refused. */
const retryable = (err: unknown) => isTransient(err) || err instanceof errors.TimeoutError || (!(err instanceof SafeFetchError) && !(err instanceof PageRefused) && /net::ERR_(CONNECTION|TIMED_OUT)/.test(String((err as Error)?.message)))

/**
 * images.screenshot: the product's page in headless Chromium at desktop (1440×900) and phone
 * (375×812) size, stored as WebP media (Payload makes the card and hero sizes) and written as the
 * product's screenshots unless an editor set them. The files are keyed by job, so a retry after a
 * stored picture reuses it instead of taking another; the pictures they replace are removed once
 * no record shows them.
 */
export function createScreenshotHandler(options: CaptureOptions & { chromiumPath?: string } = {}): Handler<'images.screenshot'> {
  return async ({ id }, { payload, log, attempt, jobId }) => {
    const record = (await currentRecord(payload, 'products', id)) as (CaptureRecord & { imageSources?: Record<string, unknown> | null }) | undefined
    if (!record) return { skipped: 'missing' }
    if (record.imageSources?.screenshotsSource === 'editor') return { skipped: 'editor' }
    const url = screenshotPageOf(record)
    if (!url) {
      await applyCapture(payload, 'products', id, { slot: 'screenshots', note: 'no website address' })
      return { stored: false, note: 'no website address' }
    }

    const stored: { image: number; kind: ScreenKind }[] = []
    try {
      const browser = await sharedBrowser(options.chromiumPath ?? env().CHROMIUM_PATH)
      for (const kind of kinds) {
        const jpeg = await screenshotPage(browser, url, kind, options.fetch)
        const webp = await screenshotWebp(jpeg)
        const media = await storeCapturedFile(payload, {
          key: `screenshot:products:${id}:${kind}:${jobId}`,
          data: webp,
          mimetype: 'image/webp',
          filename: `screenshot-${id}-${kind}.webp`,
          alt: `${record.name ?? 'Product'} website on a ${kind === 'desktop' ? 'desktop' : 'phone'} screen`,
          sourceUrl: url,
        })
        stored.push({ image: media, kind })
      }
    } catch (err) {
      if (retryable(err) && !isLastAttempt('images.screenshot', attempt)) throw err
      const note = `not captured: ${err instanceof PageRefused ? `${err.code}: ${err.message}` : describeFailure(err)}`.slice(0, 500)
      await applyCapture(payload, 'products', id, { slot: 'screenshots', note })
      return { stored: false, note }
    }
    const applied = await applyCapture(payload, 'products', id, { slot: 'screenshots', media: stored, from: url, note: 'desktop 1440×900, phone 375×812' })
    for (const old of applied.replaced) await deleteCapturedIfUnused(payload, old).catch((err) => log.warn({ err, media: old }, 'replaced screenshot not removed'))
    return { stored: applied.written, media: stored }
  }
}
