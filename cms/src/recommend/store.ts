import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { Locale } from '../locales'
import type { Plan, RecommendationKind } from './types'

type User = { id: number | string }

/** The request as its answer is keyed: case, width, spacing and a closing full stop make no difference. */
export function normalizeScenario(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().replace(/[\s.!?。！？…]+$/u, '')
}

/** Stable id of an answer: the normalized request, its kind, the answer's language and the edition. */
export function cacheIdOf(kind: RecommendationKind, scenario: string, locale: Locale, edition: string): string {
  return createHash('sha256').update(`${kind}\n${locale}\n${edition}\n${normalizeScenario(scenario)}`).digest('base64url').slice(0, 22)
}

export const cacheIdPattern = /^[A-Za-z0-9_-]{22}$/

export type StoredPlan = { id: number; plan: Plan; fallback: boolean }

/**
 * A stored answer by its id. A system read: the id is the share link (a 128-bit hash nobody
 * guesses), and answers hold no personal data beyond the request text, which the asker shares.
 */
export async function storedPlan(payload: Payload, cacheId: string): Promise<StoredPlan | null> {
  if (!cacheIdPattern.test(cacheId)) return null
  const found = await poolOf(payload).query<{ id: number; plan: Plan; fallback: boolean }>({
    name: 'recommend_stored_plan',
    text: 'SELECT id, plan, fallback FROM scenario_plans WHERE cache_id = $1',
    values: [cacheId],
  })
  const row = found.rows[0]
  return row ? { id: row.id, plan: row.plan, fallback: Boolean(row.fallback) } : null
}

/** Keeps an answer; a concurrent first ask of the same request keeps the one that came first. A fallback answer is replaced by a better one. */
export async function savePlan(payload: Payload, plan: Plan, edition: string): Promise<number> {
  const found = await poolOf(payload).query<{ id: number }>(
    `INSERT INTO scenario_plans (cache_id, kind, scenario, locale, edition, outcome, plan, engine, sandbox, fallback, asks)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, 1)
     ON CONFLICT (cache_id) DO UPDATE SET
       plan = CASE WHEN scenario_plans.fallback THEN excluded.plan ELSE scenario_plans.plan END,
       engine = CASE WHEN scenario_plans.fallback THEN excluded.engine ELSE scenario_plans.engine END,
       outcome = CASE WHEN scenario_plans.fallback THEN excluded.outcome ELSE scenario_plans.outcome END,
       sandbox = CASE WHEN scenario_plans.fallback THEN excluded.sandbox ELSE scenario_plans.sandbox END,
       fallback = scenario_plans.fallback AND excluded.fallback,
       asks = scenario_plans.asks + 1, updated_at = now()
     RETURNING id`,
    [plan.cacheId, plan.kind, plan.scenario, plan.locale, edition, plan.steps.length ? 'planned' : 'empty', JSON.stringify(plan), plan.engine, plan.sandbox, plan.fallback],
  )
  return found.rows[0]!.id
}

/** One more ask of a stored answer (what "popular" counts). */
export async function countAsk(payload: Payload, id: number): Promise<void> {
  await poolOf(payload).query({ name: 'recommend_count_ask', text: 'UPDATE scenario_plans SET asks = asks + 1 WHERE id = $1', values: [id] })
}

/**
 * The user asked this: one history row per (user, answer), its time renewed on each ask, so a
 * retried request or a second ask adds nothing. Written as the service after the request's checks.
 */
export async function recordHistory(payload: Payload, user: User, planId: number, plan: Plan): Promise<void> {
  await poolOf(payload).query({
    name: 'recommend_record_history',
    text: `INSERT INTO scenario_history (user_id, plan_id, kind, scenario, cache_id, asked_at) VALUES ($1, $2, $3, $4, $5, now())
           ON CONFLICT (user_id, plan_id) DO UPDATE SET asked_at = now(), updated_at = now()`,
    values: [Number(user.id), planId, plan.kind, plan.scenario, plan.cacheId],
  })
}

export type HistoryEntry = { cacheId: string; scenario: string; askedAt: string }

/** The user's own history, read with their access (overrideAccess: false): nobody reads another's. */
export async function scenarioHistory(payload: Payload, user: User & Record<string, unknown>, kind: RecommendationKind, limit = 20): Promise<HistoryEntry[]> {
  const found = await payload.find({
    collection: 'scenario-history',
    where: { and: [{ kind: { equals: kind } }, { user: { equals: user.id } }] },
    sort: '-askedAt',
    limit,
    depth: 0,
    select: { cacheId: true, scenario: true, askedAt: true },
    user: { ...user, collection: 'users' } as never,
    overrideAccess: false,
  })
  return found.docs.map((d: any) => ({ cacheId: d.cacheId, scenario: d.scenario, askedAt: d.askedAt }))
}

/** How many asks make a request "popular": a scenario shown to everyone must have come from more than one visit. */
export const POPULAR_MIN_ASKS = 3

export type PopularScenario = { cacheId: string; scenario: string; asks: number }

/** The most asked requests that got a plan, in one answer language. */
export async function popularScenarios(payload: Payload, kind: RecommendationKind, locale: Locale, limit = 8): Promise<PopularScenario[]> {
  const found = await poolOf(payload).query<{ cache_id: string; scenario: string; asks: string }>({
    name: 'recommend_popular',
    text: `SELECT cache_id, scenario, asks FROM scenario_plans
            WHERE kind = $1 AND locale = $2 AND outcome = 'planned' AND NOT fallback AND asks >= $3
            ORDER BY asks DESC, id LIMIT $4`,
    values: [kind, locale, POPULAR_MIN_ASKS, limit],
  })
  return found.rows.map((r) => ({ cacheId: r.cache_id, scenario: r.scenario, asks: Number(r.asks) }))
}
