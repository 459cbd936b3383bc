import type { Payload } from 'payload'
import type { PointsReason } from './pointsReasons'
import { env } from '../env'
import { calendarDay } from './calendarDay'
import { poolOf } from '../db/pool'

/**
 * Points (SPEC §1, §3 Points notice): a ledger of changes; the balance is its sum. Awards are
 * system actions keyed so that each happens once — `register:<user>` and
 * `dailyLogin:<user>:<day>` — enforced by the unique index on `key` (INSERT … ON CONFLICT DO
 * NOTHING), so concurrent sign-ins give exactly one daily award.
 */
export const DEFAULT_POINTS = 20

export type PointsNotice = { type: 'REGISTER' | 'LOGIN'; points: number }

/** The amounts change rarely; read them at most once a second per process. */
let amountsCache: { at: number; value: Promise<{ register: number; dailyLogin: number }> } | undefined
function amounts(payload: Payload): Promise<{ register: number; dailyLogin: number }> {
  if (amountsCache && Date.now() - amountsCache.at < 1000) return amountsCache.value
  const value = payload.findGlobal({ slug: 'site-settings', depth: 0 }).then((settings) => {
    const points = (settings as { points?: { register?: number | null; dailyLogin?: number | null } }).points
    return { register: points?.register ?? DEFAULT_POINTS, dailyLogin: points?.dailyLogin ?? DEFAULT_POINTS }
  })
  amountsCache = { at: Date.now(), value }
  value.catch(() => (amountsCache = undefined))
  return value
}

/** Site settings changed in this process (their afterChange hook): the next award reads them again. */
export function forgetPointsAmounts(): void {
  amountsCache = undefined
}

/** The daily award's amount and calendar day, for statements that insert it themselves (accounts/ticketExchange.ts). */
export async function dailyAward(payload: Payload, now = new Date()): Promise<{ day: string; delta: number }> {
  return { day: calendarDay(now, env().POINTS_TIMEZONE), delta: (await amounts(payload)).dailyLogin }
}

/** Users already awarded today by this process: their later visits skip the database. */
const awardedToday = new Set<string>()
let awardedDay = ''

async function award(payload: Payload, userId: number, reason: PointsReason, key: string, delta: number, now: Date): Promise<boolean> {
  if (delta <= 0) return false
  const { rowCount } = await poolOf(payload).query(
    `INSERT INTO points_ledger (user_id, delta, reason, key, created_at, updated_at)
     SELECT $1, $2, $3, $4, $5, $5 WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)
     ON CONFLICT (key) DO NOTHING`,
    [userId, delta, reason, key, now],
  )
  return (rowCount ?? 0) > 0
}

/** Welcome points, once per user. */
export async function awardWelcomePoints(payload: Payload, userId: number, now = new Date()): Promise<boolean> {
  return award(payload, userId, 'register', `register:${userId}`, (await amounts(payload)).register, now)
}

/** Daily points for the first sign-in (or first signed-in visit) of a calendar day. */
export async function awardDailyPoints(payload: Payload, userId: number, now = new Date()): Promise<boolean> {
  const day = calendarDay(now, env().POINTS_TIMEZONE)
  const key = `dailyLogin:${userId}:${day}`
  if (day === awardedDay && awardedToday.has(key)) return false
  const awarded = await award(payload, userId, 'dailyLogin', key, (await amounts(payload)).dailyLogin, now)
  if (day !== awardedDay) {
    awardedToday.clear()
    awardedDay = day
  }
  awardedToday.add(key)
  return awarded
}

/** The balance of the signed-in user: derived from the ledger, never stored. */
export async function pointsBalance(payload: Payload, userId: number): Promise<number> {
  const { rows } = await poolOf(payload).query<{ total: string | null }>(`SELECT COALESCE(sum(delta), 0) AS total FROM points_ledger WHERE user_id = $1`, [userId])
  return Number(rows[0]?.total ?? 0)
}

/**
 * The notices not yet shown (SPEC §4: shown once): returned and marked seen in one statement, so
 * two tabs cannot both show the same award.
 */
export async function takePointsNotices(payload: Payload, userId: number, now = new Date()): Promise<PointsNotice[]> {
  const { rows } = await poolOf(payload).query<{ reason: PointsReason; delta: string }>(
    `UPDATE points_ledger SET notice_seen_at = $2 WHERE user_id = $1 AND notice_seen_at IS NULL AND reason IN ('register', 'dailyLogin')
     RETURNING reason, delta`,
    [userId, now],
  )
  // Daily awards of days the user saw no page (signed in elsewhere, tab closed) add up to one
  // notice: the modal lists one line per type.
  const byType = new Map<PointsNotice['type'], number>()
  for (const r of rows) {
    const type = r.reason === 'register' ? ('REGISTER' as const) : ('LOGIN' as const)
    byType.set(type, (byType.get(type) ?? 0) + Number(r.delta))
  }
  return [...byType].map(([type, points]) => ({ type, points })).sort((a, b) => (a.type === b.type ? 0 : a.type === 'REGISTER' ? -1 : 1))
}
