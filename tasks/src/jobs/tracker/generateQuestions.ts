import { enqueue } from '@aidir/cms'
import { generateQuestions, type TrackerLanguage } from '@aidir/cms/tracker'
import { stableJobId } from '@aidir/cms/tracker'
import type { Handler } from '../types'
import { idOf, isUniqueViolation, loadRun, loadTracker, runQuestions } from './runStore'

/**
 * tracker.questions: writes the run's query questions (unique per run and index) and sends one
 * `tracker.answer` job per platform with an id derived from (run, platform). Run again at any
 * point it finds the questions it wrote and sends jobs pg-boss already has, so nothing doubles.
 */
export const generateRunQuestions: Handler<'tracker.questions'> = async ({ runId }, { payload }) => {
  const run = await loadRun(payload, runId)
  if (!run) return { skipped: 'gone' }
  if (run.status !== 'queued' && run.status !== 'questions' && run.status !== 'answering') return { skipped: run.status }
  let total = run.questionsTotal ?? 0
  if (run.status !== 'answering') {
    const tracker = await loadTracker(payload, idOf(run.tracker))
    await payload.update({ collection: 'tracker-runs', id: runId, data: { status: 'questions', startedAt: run.startedAt ?? new Date().toISOString() }, overrideAccess: true })
    const questions = generateQuestions({
      brandName: tracker.brandName,
      topics: (tracker.topics ?? []) as string[],
      tags: (tracker.tags ?? []) as string[],
      competitors: (tracker.competitors ?? []) as string[],
      language: (tracker.language ?? 'en') as TrackerLanguage,
    })
    const have = new Set((await runQuestions(payload, runId)).map((q) => q.index))
    for (const [index, q] of questions.entries()) {
      if (have.has(index)) continue
      try {
        await payload.create({
          collection: 'tracker-questions',
          data: { run: runId, owner: idOf(run.owner), index, question: q.question, intent: q.intent, topic: q.topic },
          overrideAccess: true,
        })
      } catch (err) {
        if (!isUniqueViolation(err)) throw err
      }
    }
    total = questions.length
    // Written before any answer job exists: a Local API update rewrites the whole row, `parts`
    // included, and would undo a platform's part that had already settled.
    await payload.update({ collection: 'tracker-runs', id: runId, data: { status: 'answering', questionsTotal: total }, overrideAccess: true })
  }
  // A retry after a crash lands here with status 'answering': pg-boss ignores the jobs it already has.
  for (const platform of run.platforms ?? []) {
    await enqueue('tracker.answer', { runId, platform }, { id: stableJobId('tracker.answer', runId, platform) })
  }
  return { runId, questions: total, platforms: run.platforms?.length ?? 0 }
}
