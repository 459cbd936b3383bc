import type { Payload } from 'payload'
import { env } from '../env'
import { detectLanguage } from '../llm/offline/language'
import type { Locale } from '../locales'
import { defaultRanker } from './config'
import { draftPlan, type Draft } from './draft'
import type { Embedder } from './embedder'
import type { PlanRanker, Ranking } from './llmRanker'
import { needInput, scenarioInput } from './scenarioInput'
import { cacheIdOf, countAsk, recordHistory, savePlan, storedPlan } from './store'
import type { Answer, Plan, PlanItem, PlanStep, RecommendationKind } from './types'

type User = { id: number | string; [key: string]: unknown }

export type RecommendOptions = {
  user?: User | null
  /** The LLM ranker; by default the one RECOMMEND_LLM_PLATFORM configures (null: offline). */
  ranker?: PlanRanker | null
  embedder?: Embedder
  edition?: string
  signal?: AbortSignal
}

/** How many items a step shows: a plan step three products (plus an MCP server or model where they fit), the assistant five servers. */
const SHOWN = { solutions: 3, assistant: 5 } as const
/** How many candidates an LLM chooses from. */
const DEPTH = { solutions: 6, assistant: 8 } as const

function offlineSteps(draft: Draft): PlanStep[] {
  return draft.steps.map((s) => ({ category: s.category, need: s.need, items: [...s.candidates.slice(0, SHOWN[draft.kind]).map((c) => c.item), ...s.beside.map((c) => c.item)] }))
}

function rankedSteps(draft: Draft, ranking: Ranking): PlanStep[] {
  return draft.steps.map((s, i) => {
    const picks = ranking.get(i)
    if (!picks) return { category: s.category, need: s.need, items: [...s.candidates.slice(0, SHOWN[draft.kind]).map((c) => c.item), ...s.beside.map((c) => c.item)] }
    const byRef = new Map(s.candidates.map((c) => [c.ref, c.item]))
    const items: PlanItem[] = picks.map((p) => ({ ...byRef.get(p.ref)!, reason: p.reason }))
    return { category: s.category, need: s.need, items: [...items, ...s.beside.map((c) => c.item)] }
  })
}

/**
 * Answers a scenario (solutions) or a need (assistant): the stored answer when the same request
 * was answered before, otherwise a new one — candidates by hybrid retrieval, ranked and explained
 * by the configured LLM platform or, without one or when it fails, by the offline engine — which
 * is stored under its cacheId. A signed-in asker gets it in their history either way.
 *
 * Answered inline rather than as a background task: the offline engine takes well under a
 * second and an LLM attempt is capped by RECOMMEND_LLM_TIMEOUT_MS, after which the offline answer
 * is given, so a visitor never waits on a queue for something this short.
 */
export async function recommend(payload: Payload, kind: RecommendationKind, input: unknown, options: RecommendOptions = {}): Promise<Answer> {
  const { text, locale } = parseInput(kind, input)
  const edition = options.edition ?? env().EDITION
  const ranker = options.ranker === undefined ? defaultRanker() : options.ranker
  const cacheId = cacheIdOf(kind, text, locale, edition)

  const stored = await storedPlan(payload, cacheId)
  // A fallback answer is only kept until the platform answers again.
  if (stored && !(stored.fallback && ranker)) {
    await countAsk(payload, stored.id)
    if (options.user) await recordHistory(payload, options.user, stored.id, stored.plan)
    return { plan: stored.plan, fromStore: true }
  }

  const scenarioLocale = detectLanguage(text)
  const draft = await draftPlan(payload, { kind, scenario: text, scenarioLocale, locale, depth: ranker ? DEPTH[kind] : SHOWN[kind], embedder: options.embedder })
  const base = { cacheId, kind, scenario: text, locale, scenarioLocale, createdAt: new Date().toISOString() }
  let plan: Plan = { ...base, steps: offlineSteps(draft), engine: 'offline', sandbox: true, fallback: false }
  if (ranker && draft.steps.length) {
    try {
      plan = { ...base, steps: rankedSteps(draft, await ranker.rank(draft, options.signal)), engine: ranker.engine, sandbox: false, fallback: false }
    } catch (err) {
      payload.logger.warn({ err, engine: ranker.engine }, 'recommend: the LLM platform failed; answering offline')
      plan = { ...plan, fallback: true }
    }
  }
  const id = await savePlan(payload, plan, edition)
  if (options.user) await recordHistory(payload, options.user, id, plan)
  return { plan, fromStore: false }
}

function parseInput(kind: RecommendationKind, input: unknown): { text: string; locale: Locale } {
  if (kind === 'assistant') {
    const { need, locale } = needInput.parse(input)
    return { text: need, locale }
  }
  const { scenario, locale } = scenarioInput.parse(input)
  return { text: scenario, locale }
}

/** A stored answer for its page (`/solutions/{cacheId}`), or null. */
export async function planByCacheId(payload: Payload, cacheId: string): Promise<Plan | null> {
  return (await storedPlan(payload, cacheId))?.plan ?? null
}
