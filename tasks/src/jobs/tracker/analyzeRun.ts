import { enqueue } from '@aidir/cms'
import { buildReport } from '@aidir/cms/tracker'
import { stableJobId } from '@aidir/cms/tracker'
import type { RunPart } from '@aidir/cms/tracker'
import type { Handler } from '../types'
import { idOf, isUniqueViolation, loadRun, loadTracker, runQuestions } from './runStore'

/**
 * tracker.analyze: the report of a run from its stored answers (no platform is called), one per
 * run (unique), then the run and the tracker marked completed with the score the ranking shows.
 * Run again it finds the report and only repeats the final, idempotent updates. A run whose every
 * platform failed is marked failed without a report.
 */
type StoredAnswer = { question: number | { id: number }; platform: string; text: string; citations?: unknown; durationMs?: number | null; sandbox?: boolean | null }

export const analyzeRun: Handler<'tracker.analyze'> = async ({ runId }, { payload }) => {
  const run = await loadRun(payload, runId)
  if (!run) return { skipped: 'gone' }
  if (run.status === 'completed' || run.status === 'failed') return { skipped: run.status }
  const trackerId = idOf(run.tracker)
  const tracker = await loadTracker(payload, trackerId)
  const parts = (run.parts ?? {}) as Record<string, RunPart>
  const platforms = (run.platforms ?? []) as string[]
  const failedPlatforms = platforms.filter((p) => parts[p]?.status === 'failed')
  const finishedAt = new Date().toISOString()

  if (failedPlatforms.length === platforms.length) {
    await payload.update({ collection: 'tracker-runs', id: runId, data: { status: 'failed', error: 'every platform failed', finishedAt }, overrideAccess: true })
    await payload.update({ collection: 'trackers', id: trackerId, data: { status: 'failed' }, overrideAccess: true })
    return { runId, status: 'failed' }
  }
  await payload.update({ collection: 'tracker-runs', id: runId, data: { status: 'analyzing' }, overrideAccess: true })

  const questions = await runQuestions(payload, runId)
  const topicOf = new Map(questions.map((q) => [q.id as number, q.topic ?? null]))
  const all = (
    await payload.find({
      collection: 'tracker-answers',
      where: { run: { equals: runId } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { question: true, platform: true, text: true, citations: true, durationMs: true, sandbox: true },
    })
  ).docs as unknown as StoredAnswer[]
  const answers = all.filter((a) => !failedPlatforms.includes(a.platform))

  const report = buildReport({
    brandName: tracker.brandName,
    websiteUrl: tracker.websiteUrl,
    competitors: (tracker.competitors ?? []) as string[],
    topics: [...new Set([...((tracker.topics ?? []) as string[]), ...((tracker.tags ?? []) as string[])])],
    platforms,
    failedPlatforms,
    answers: answers.map((a) => ({ platform: a.platform, topic: topicOf.get(idOf(a.question)) ?? null, text: a.text, citations: (a.citations ?? []) as { url: string }[] })),
  })

  // Processing time of a question: the longest platform (they answer side by side).
  const longest = new Map<number, number>()
  for (const a of answers) longest.set(idOf(a.question), Math.max(longest.get(idOf(a.question)) ?? 0, a.durationMs ?? 0))
  for (const q of questions) {
    const ms = longest.get(q.id as number)
    if (ms !== undefined && q.processingMs !== ms) await payload.update({ collection: 'tracker-questions', id: q.id, data: { processingMs: ms }, overrideAccess: true })
  }

  try {
    await payload.create({
      collection: 'tracker-reports',
      data: {
        run: runId,
        tracker: trackerId,
        owner: idOf(run.owner),
        brandScore: report.brandScore,
        scoreVersion: report.scoreVersion,
        uncertain: report.uncertain,
        exposures: report.exposures,
        exposureLevel: report.exposureLevel,
        platforms: report.platforms as never,
        failedPlatforms: report.failedPlatforms,
        hotTopics: report.hotTopics as never,
        competitors: report.competitors as never,
        strategy: report.strategy as never,
        sandbox: answers.some((a) => a.sandbox),
        dataUpdatedAt: finishedAt,
      },
      overrideAccess: true,
    })
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
  }
  const stored = (await payload.find({ collection: 'tracker-reports', where: { run: { equals: runId } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  await payload.update({ collection: 'tracker-runs', id: runId, data: { status: 'completed', finishedAt: stored.dataUpdatedAt }, overrideAccess: true })
  await payload.update({ collection: 'trackers', id: trackerId, data: { status: 'completed', latestScore: stored.brandScore, latestRunAt: stored.dataUpdatedAt }, overrideAccess: true })
  // The owner asked to be told (a bound phone): one notice per run, whatever repeats this job.
  await enqueue('tracker.notify', { runId }, { id: stableJobId('tracker.notify', runId) })
  return { runId, status: 'completed', score: stored.brandScore, failedPlatforms }
}
