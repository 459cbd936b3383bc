import { enqueue } from '@aidir/cms'
import { detectBrand } from '@aidir/cms/geo'
import { isLlmError, type LlmAnswer, type PlatformClients, type PlatformId } from '@aidir/cms/llm'
import { stableJobId } from '@aidir/cms/tracker'
import { partSettled, setRunPart, type RunPart } from '@aidir/cms/tracker'
import type { Payload } from 'payload'
import { platformClients } from '../geo/platformClients'
import type { Handler } from '../types'
import { idOf, isUniqueViolation, loadRun, loadTracker, runQuestions } from './runStore'

/**
 * tracker.answer: asks one platform every question of a run (as many at once as the platform's
 * concurrency limit lets through) and stores each answer, raw body included, keyed by
 * (run, question, platform, sample). Answers already stored are not asked again, so a worker
 * killed half-way costs only the missing calls. When the platform keeps failing (retries
 * exhausted, circuit open, key refused) its part is marked failed and the other platforms carry
 * on. The last part to settle sends the analysis (one job per run, whoever sends it).
 */
export function createAnswerHandler(getClients: (payload: Payload) => PlatformClients = platformClients): Handler<'tracker.answer'> {
  return async ({ runId, platform }, { payload, log }) => {
    const run = await loadRun(payload, runId)
    if (!run) return { skipped: 'gone' }
    const parts = (run.parts ?? {}) as Record<string, RunPart>
    if (partSettled(parts[platform]) || run.status === 'completed' || run.status === 'failed') {
      await sendAnalysisWhenSettled(payload, runId, run.platforms ?? [], parts)
      return { skipped: parts[platform]?.status ?? run.status }
    }
    const tracker = await loadTracker(payload, idOf(run.tracker))
    const questions = await runQuestions(payload, runId)
    const client = getClients(payload)[platform as PlatformId]
    const samples = run.samples ?? 1
    await setRunPart(payload, runId, platform, { status: 'answering' })

    const stored = await payload.find({
      collection: 'tracker-answers',
      where: { and: [{ run: { equals: runId } }, { platform: { equals: platform } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { question: true, sample: true },
    })
    const done = new Set(stored.docs.map((a) => `${idOf(a.question)}:${a.sample}`))
    const missing = questions.flatMap((q) => Array.from({ length: samples }, (_, sample) => ({ q, sample }))).filter(({ q, sample }) => !done.has(`${q.id}:${sample}`))

    const results = await Promise.allSettled(
      missing.map(async ({ q, sample }) => {
        const started = Date.now()
        const answer = await client.ask({ question: q.question, webSearch: run.webSearch !== false, sample })
        await storeAnswer(payload, { run: runId, owner: idOf(run.owner), question: q.id as number, platform, sample, answer, durationMs: Date.now() - started, brand: tracker.brandName })
      }),
    )
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason)
    const other = failed.find((e) => !isLlmError(e))
    // A database error or a bug is the job's problem: pg-boss retries it, stored answers are kept.
    if (other) throw other
    let settled: Record<string, RunPart>
    if (failed.length) {
      const vendor = failed[0]
      log.warn({ runId, platform, kind: vendor.kind, failed: failed.length, of: missing.length }, 'platform failed; its part of the run is marked failed')
      settled = await setRunPart(payload, runId, platform, { status: 'failed', error: `${vendor.kind}: ${vendor.message}`.slice(0, 300) })
    } else {
      settled = await setRunPart(payload, runId, platform, { status: 'completed' })
    }
    await sendAnalysisWhenSettled(payload, runId, run.platforms ?? [], settled)
    return { runId, platform, asked: missing.length, failed: failed.length }
  }
}

async function sendAnalysisWhenSettled(payload: Payload, runId: number, platforms: string[], parts: Record<string, RunPart>) {
  if (platforms.every((p) => partSettled(parts[p]))) await enqueue('tracker.analyze', { runId }, { id: stableJobId('tracker.analyze', runId) })
}

async function storeAnswer(
  payload: Payload,
  a: { run: number; owner: number; question: number; platform: string; sample: number; answer: LlmAnswer; durationMs: number; brand: string },
) {
  const detection = detectBrand(a.answer.text, [a.brand], { citations: a.answer.citations })
  try {
    await payload.create({
      collection: 'tracker-answers',
      data: {
        run: a.run,
        owner: a.owner,
        question: a.question,
        platform: a.platform as PlatformId,
        sample: a.sample,
        text: a.answer.text,
        citations: a.answer.citations,
        model: a.answer.model,
        usage: a.answer.usage,
        raw: a.answer.raw as never,
        sandbox: a.answer.sandbox,
        durationMs: a.durationMs,
        brandStatus: detection.status,
        exposures: detection.exposures,
      },
      overrideAccess: true,
    })
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
  }
}
