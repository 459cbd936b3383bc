import type { SafeFetchOptions } from '@aidir/cms/net'
import { applyCapture, currentRecord, deleteCapturedIfUnused, describeFailure, displayNameOf, findLogo, isTransient, logoFromImage, logoSourceOf, storeCapturedFile, type CaptureRecord, type LogoResult } from '@aidir/cms/imageCapture'
import type { Handler } from '../types'
import { isLastAttempt } from './lastAttempt'

export type CaptureOptions = { fetch?: Pick<SafeFetchOptions, 'allowAddress' | 'resolve'> }

/**
 * images.logo: the record's logo from the icons its site declares, stored once per distinct image
 * (the models of one provider share it) and written into the record unless an editor set it. A
 * site without a usable icon, or one the SSRF rules refuse, is recorded on the record (checked at,
 * and why) and the job completes: the schedule comes back a month later, not every hour. Only an
 * unreachable site is retried, and recorded after the last try.
 */
export function createLogoHandler(options: CaptureOptions = {}): Handler<'images.logo'> {
  return async ({ collection, id }, { payload, log, attempt }) => {
    const record = (await currentRecord(payload, collection, id)) as (CaptureRecord & { imageSources?: Record<string, unknown> | null }) | undefined
    if (!record) return { skipped: 'missing' }
    if (record.imageSources?.logoSource === 'editor') return { skipped: 'editor' }
    const source = logoSourceOf(collection, record)
    if (!source) {
      await applyCapture(payload, collection, id, { slot: 'logo', note: 'no website address' })
      return { stored: false, note: 'no website address' }
    }

    let result: LogoResult
    try {
      result = 'page' in source ? await findLogo(source.page, options.fetch) : await logoFromImage(source.image, options.fetch)
    } catch (err) {
      if (isTransient(err) && !isLastAttempt('images.logo', attempt)) throw err
      const note = `not captured: ${describeFailure(err)}`
      await applyCapture(payload, collection, id, { slot: 'logo', note })
      return { stored: false, note }
    }
    if (result.kind === 'none') {
      await applyCapture(payload, collection, id, { slot: 'logo', note: result.note })
      return { stored: false, note: result.note }
    }
    const media = await storeCapturedFile(payload, {
      key: `logo:${result.image.sha256}`,
      data: result.image.png,
      mimetype: 'image/png',
      filename: `logo-${result.image.sha256.slice(0, 16)}.png`,
      alt: `${displayNameOf(collection, record)} logo`,
      sourceUrl: result.from,
    })
    const note = `${result.source} ${result.image.width}×${result.image.height}`
    const applied = await applyCapture(payload, collection, id, { slot: 'logo', media, from: result.from, note })
    for (const old of applied.replaced) await deleteCapturedIfUnused(payload, old).catch((err) => log.warn({ err, media: old }, 'replaced logo not removed'))
    return { stored: applied.written, media, from: result.from, note }
  }
}
