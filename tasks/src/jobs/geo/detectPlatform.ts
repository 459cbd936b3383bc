import { isLlmError, type PlatformClients, type PlatformId } from '@aidir/cms/llm'
import { detectBrand, verdictOf, type Detection } from '@aidir/cms/geo'
import type { Payload } from 'payload'
import type { Handler } from '../types'
import { platformClients } from './platformClients'
import { isUniqueViolation } from './uniqueViolation'

/**
 * geo.detect: asks one platform the check's question `samplesWanted` times, stores every answer
 * (raw body included) as a sample keyed by (detection, run, index), then writes the verdict.
 *
 * Safe to run again at any point: samples already stored are not asked again (a worker killed
 * after two of three answers costs one more call, not three, and counts nothing twice), a job of
 * an earlier run (before a re-detect) does nothing, and a finished detection is left alone.
 * A platform that keeps failing (retries exhausted, circuit open, key refused) marks this
 * detection `error` and the job ends; the check's other platforms carry on.
 */
export function createDetectHandler(getClients: (payload: Payload) => PlatformClients = platformClients): Handler<'geo.detect'> {
  return async ({ detectionId, run }, { payload, log }) => {
    // System action throughout: the worker acts for the service, not for a user.
    const detection = await payload.findByID({ collection: 'geo-detections', id: detectionId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!detection) return { skipped: 'gone' }
    if ((detection.run ?? 1) !== run) return { skipped: 'stale run' }
    if (detection.status === 'completed' || detection.status === 'error') return { skipped: detection.status }

    const checkId = typeof detection.check === 'object' ? detection.check?.id : detection.check
    const check = checkId ? await payload.findByID({ collection: 'geo-checks', id: checkId, depth: 0, overrideAccess: true, disableErrors: true }) : null
    // The owner deleted the check while it waited: nothing left to detect for.
    if (!check) return { skipped: 'check gone' }
    const client = getClients(payload)[detection.platform as PlatformId]
    const wanted = detection.samplesWanted
    const owner = typeof detection.owner === 'object' ? detection.owner.id : detection.owner
    const terms = (check.hitTerms ?? []) as string[]

    const stored = async () =>
      (await payload.find({ collection: 'geo-samples', where: { and: [{ detection: { equals: detectionId } }, { run: { equals: run } }] }, pagination: false, depth: 0, overrideAccess: true, sort: 'index' })).docs
    const have = await stored()
    const done = new Set(have.map((s) => s.index))

    await payload.update({
      collection: 'geo-detections',
      id: detectionId,
      data: { status: 'detecting', progress: progressOf(done.size, wanted), startedAt: detection.startedAt ?? new Date().toISOString(), sandbox: client.sandbox },
      overrideAccess: true,
    })

    // Progress writes go one after another so the percentage never moves backwards.
    let progressWrites = Promise.resolve()
    const reportProgress = () => {
      progressWrites = progressWrites.then(async () => {
        await payload.update({ collection: 'geo-detections', id: detectionId, data: { progress: progressOf(done.size, wanted) }, overrideAccess: true })
      })
      return progressWrites
    }

    const missing = Array.from({ length: wanted }, (_, i) => i).filter((i) => !done.has(i))
    const results = await Promise.allSettled(
      missing.map(async (index) => {
        const started = Date.now()
        const answer = await client.ask({ question: check.question, webSearch: check.webSearch !== false, sample: index })
        const analysis = detectBrand(answer.text, terms, { citations: answer.citations })
        await storeSample(payload, { detection: detectionId, owner, run, index, answer, analysis, durationMs: Date.now() - started })
        done.add(index)
        await reportProgress()
      }),
    )
    await progressWrites

    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason)
    if (failed.length) {
      const vendor = failed.find(isLlmError)
      // Anything but a vendor failure (database, bug) is the job's problem: pg-boss retries it.
      if (!vendor || failed.some((e) => !isLlmError(e))) throw failed.find((e) => !isLlmError(e)) ?? failed[0]
      log.warn({ detectionId, platform: detection.platform, kind: vendor.kind, err: vendor.message }, 'platform failed; detection marked error')
      await payload.update({
        collection: 'geo-detections',
        id: detectionId,
        data: { status: 'error', error: `${vendor.kind}: ${vendor.message}`.slice(0, 500), finishedAt: new Date().toISOString() },
        overrideAccess: true,
      })
      return { detectionId, status: 'error', kind: vendor.kind }
    }

    const samples = await stored()
    const verdict = verdictOf(samples.map((s) => s.analysis as Detection))
    await payload.update({
      collection: 'geo-detections',
      id: detectionId,
      data: {
        status: 'completed',
        progress: 100,
        recommended: verdict.recommended,
        verdict: verdict.status,
        exposures: verdict.exposures,
        recommendedSamples: verdict.recommendedSamples,
        agreement: verdict.agreement,
        position: verdict.position,
        evidence: verdict.evidence,
        // What answered is what the answers say (a client given by a test or benchmark may be either).
        sandbox: samples.some((s) => s.sandbox),
        error: null,
        finishedAt: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    return { detectionId, status: 'completed', recommended: verdict.recommended, exposures: verdict.exposures }
  }
}

/** Answers count for 95 %; the last 5 % is scoring and writing the verdict. */
const progressOf = (done: number, wanted: number) => Math.min(95, Math.round((done / wanted) * 95))

async function storeSample(
  payload: Payload,
  s: { detection: number; owner: number; run: number; index: number; answer: Awaited<ReturnType<PlatformClients['deepseek']['ask']>>; analysis: Detection; durationMs: number },
) {
  try {
    await payload.create({
      collection: 'geo-samples',
      data: {
        detection: s.detection,
        owner: s.owner,
        run: s.run,
        index: s.index,
        text: s.answer.text,
        citations: s.answer.citations,
        model: s.answer.model,
        usage: s.answer.usage,
        raw: s.answer.raw as never,
        sandbox: s.answer.sandbox,
        durationMs: s.durationMs,
        status: s.analysis.status,
        exposures: s.analysis.exposures,
        analysis: s.analysis as never,
      },
      overrideAccess: true,
    })
  } catch (err) {
    // Another run of this job stored the same sample first (unique detection, run, index): keep that one.
    if (!isUniqueViolation(err)) throw err
  }
}

