import { poolOf } from '../db/pool'
import type { Payload } from 'payload'
import { SCORE_VERSION, SCORE_WEIGHTS, EXPOSURE_THRESHOLDS, FEW_ANSWERS } from '../geo/trackerScore'
import { jobsAhead, trackerRunQueue } from '../backgroundTasks/queuePosition'
import { taskRecord, type TaskState } from '../backgroundTasks/taskRecord'
import type { RunPart } from './runParts'
import { asReqUser, TrackerRefused, type TrackerUser } from './trackerUser'

const idOf = (v: unknown) => (typeof v === 'object' && v !== null ? (v as { id: number }).id : (v as number))
const as = (user: TrackerUser | null) => (user ? { user: asReqUser(user), overrideAccess: false } : { overrideAccess: false })

/** The signed-in user's trackers, newest first, with their latest score. */
export async function listMyTrackers(payload: Payload, user: TrackerUser, page = 1) {
  const found = await payload.find({
    collection: 'trackers',
    where: { owner: { equals: user.id } },
    sort: '-createdAt',
    page,
    limit: 20,
    depth: 0,
    select: { brandName: true, status: true, latestScore: true, latestRunAt: true, public: true, schedule: true, nextRunAt: true, websiteUrl: true, createdAt: true },
    ...as(user),
  })
  return { items: found.docs, total: found.totalDocs, page: found.page, pages: found.totalPages }
}

/**
 * A tracker's state and the progress of its latest run, step by step (SPEC §4: 1 questions,
 * 2 answers per platform, 3 analysis). Answer counts come from the stored answers, so the figure
 * is exact whatever the workers are doing.
 */
export async function trackerStatus(payload: Payload, user: TrackerUser, trackerId: number) {
  const tracker = await payload.findByID({ collection: 'trackers', id: trackerId, depth: 0, disableErrors: true, ...as(user) })
  if (!tracker || idOf(tracker.owner) !== user.id && !['support', 'admin'].includes(String(user.role))) throw new TrackerRefused(404, 'Tracker not found')
  const runs = await payload.find({ collection: 'tracker-runs', where: { tracker: { equals: trackerId } }, sort: '-createdAt', limit: 1, depth: 0, ...as(user) })
  const run = runs.docs[0]
  if (!run) return { tracker: { id: tracker.id, brandName: tracker.brandName, status: tracker.status }, run: null, progress: 0, ahead: null, steps: null, task: null }

  const db = poolOf(payload)
  const { rows } = await db.query('SELECT platform, count(*)::int AS n FROM tracker_answers WHERE run_id = $1 GROUP BY platform', [run.id])
  const answered = new Map(rows.map((r) => [String(r.platform), Number(r.n)]))
  const perPlatform = (run.questionsTotal ?? 0) * (run.samples ?? 1)
  const parts = (run.parts ?? {}) as Record<string, RunPart>
  const platforms = Object.fromEntries(
    (run.platforms ?? []).map((p: string) => [p, { status: parts[p]?.status ?? (run.status === 'queued' || run.status === 'questions' ? 'waiting' : 'answering'), done: answered.get(p) ?? 0, total: perPlatform, error: parts[p]?.error ?? null }]),
  )
  const done = [...answered.values()].reduce((s, n) => s + n, 0)
  const total = perPlatform * (run.platforms?.length ?? 0)
  // A queued run waits for its first job: the people ahead are the runs the worker takes before it.
  const ahead = run.status === 'queued' ? ((await jobsAhead(payload, trackerRunQueue, [run.id as number])).get(run.id as number) ?? 0) : null
  const order = ['queued', 'questions', 'answering', 'analyzing', 'completed']
  const stepState = (step: string) => (run.status === 'failed' ? 'failed' : order.indexOf(run.status) > order.indexOf(step) ? 'completed' : run.status === step ? 'running' : 'waiting')
  // Questions weigh 5 %, answers 90 %, the analysis the last 5 %.
  const progress = run.status === 'completed' ? 100 : Math.min(99, Math.round((order.indexOf(run.status) > 1 ? 5 : 0) + (total ? (done / total) * 90 : 0) + (run.status === 'analyzing' ? 4 : 0)))
  return {
    tracker: { id: tracker.id, brandName: tracker.brandName, status: tracker.status },
    run: { id: run.id, status: run.status, trigger: run.trigger, startedAt: run.startedAt ?? null, finishedAt: run.finishedAt ?? null, error: run.error ?? null },
    progress,
    ahead,
    task: taskRecord(runTaskState(run.status), { progress, ahead, error: run.error ?? null }),
    steps: {
      questions: { status: stepState('questions'), total: run.questionsTotal ?? 0 },
      answers: { status: stepState('answering'), done, total, platforms },
      analysis: { status: stepState('analyzing') },
    },
  }
}

/** A run's status as the background-task kit's task state: the three steps are its running. */
export const runTaskState = (status: string): TaskState => (status === 'queued' || status === 'completed' || status === 'failed' ? status : 'running')

/** The published formulas, shown on the report page next to the figures they explain. */
export const scoringMethod = {
  version: SCORE_VERSION,
  weights: SCORE_WEIGHTS,
  exposureThresholds: EXPOSURE_THRESHOLDS,
  fewAnswers: FEW_ANSWERS,
}

/**
 * A tracker's report (its latest, or the one of `runId`), readable by the owner, support, and
 * anyone when the tracker is public; with the trend (score of every report by date) and the run's
 * questions. A visitor other than the owner counts as a view for "reports others are viewing".
 */
export async function trackerReport(payload: Payload, user: TrackerUser | null, trackerId: number, runId?: number) {
  const tracker = await payload.findByID({ collection: 'trackers', id: trackerId, depth: 0, disableErrors: true, ...as(user) })
  if (!tracker) throw new TrackerRefused(404, 'Tracker not found')
  const reports = await payload.find({
    collection: 'tracker-reports',
    where: { and: [{ tracker: { equals: trackerId } }, ...(runId ? [{ run: { equals: runId } }] : [])] },
    sort: '-dataUpdatedAt',
    limit: 1,
    depth: 0,
    ...as(user),
  })
  const report = reports.docs[0]
  if (!report) throw new TrackerRefused(404, 'No content')
  const history = await payload.find({
    collection: 'tracker-reports',
    where: { tracker: { equals: trackerId } },
    sort: 'dataUpdatedAt',
    pagination: false,
    depth: 0,
    select: { run: true, brandScore: true, dataUpdatedAt: true, uncertain: true },
    ...as(user),
  })
  // System read: the questions belong to the owner, and the report's access was checked above.
  const questions = await payload.find({ collection: 'tracker-questions', where: { run: { equals: idOf(report.run) } }, sort: 'index', pagination: false, depth: 0, overrideAccess: true, select: { question: true, intent: true, topic: true, processingMs: true, index: true } })
  const isOwner = user && idOf(tracker.owner) === user.id
  if (!isOwner && tracker.public) {
    // System action: remember the view for the "others are viewing" list.
    await payload.update({ collection: 'trackers', id: trackerId, data: { lastViewedAt: new Date().toISOString() }, overrideAccess: true, depth: 0 })
  }
  return {
    tracker: { id: tracker.id, brandName: tracker.brandName, websiteUrl: tracker.websiteUrl ?? null, competitors: tracker.competitors ?? [], topics: tracker.topics ?? [], public: tracker.public ?? false, status: tracker.status },
    report: {
      id: report.id,
      run: idOf(report.run),
      brandScore: report.brandScore,
      uncertain: report.uncertain,
      exposures: report.exposures,
      exposureLevel: report.exposureLevel,
      platforms: report.platforms,
      failedPlatforms: report.failedPlatforms ?? [],
      hotTopics: report.hotTopics,
      competitors: report.competitors,
      strategy: report.strategy,
      sandbox: report.sandbox,
      dataUpdatedAt: report.dataUpdatedAt,
    },
    questions: questions.docs.map((q) => ({ question: q.question, intent: q.intent, topic: q.topic ?? null, processingMs: q.processingMs ?? null })),
    trend: history.docs.map((h) => ({ run: idOf(h.run), score: h.brandScore, uncertain: h.uncertain, date: h.dataUpdatedAt })),
    method: scoringMethod,
  }
}

/** The public brand ranking (SPEC §3: rank, brand name, score), best first. */
export async function brandRanking(payload: Payload, limit = 50) {
  const found = await payload.find({
    collection: 'trackers',
    where: { and: [{ public: { equals: true } }, { latestScore: { exists: true } }] },
    sort: ['-latestScore', 'id'] as never,
    limit,
    depth: 0,
    select: { brandName: true, latestScore: true },
    overrideAccess: false,
  })
  return found.docs.map((t, i) => ({ rank: i + 1, trackerId: t.id, brandName: t.brandName, score: t.latestScore }))
}

/** The brand search dropdown's "reports others are viewing": public reports most recently viewed. */
export async function reportsOthersAreViewing(payload: Payload, limit = 8) {
  const found = await payload.find({
    collection: 'trackers',
    where: { and: [{ public: { equals: true } }, { lastViewedAt: { exists: true } }, { latestScore: { exists: true } }] },
    sort: '-lastViewedAt',
    limit,
    depth: 0,
    select: { brandName: true, latestScore: true, lastViewedAt: true },
    overrideAccess: false,
  })
  return found.docs.map((t) => ({ trackerId: t.id, brandName: t.brandName, score: t.latestScore, viewedAt: t.lastViewedAt }))
}
