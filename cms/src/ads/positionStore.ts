import type { Queryable } from '../db/pool'
import { isLocale, localeMeta, type Locale } from '../locales'

export type AdPositionRow = {
  id: number
  key: string
  placement: string
  capacity: number
  durationDays: number
  enabled: boolean
  /** Support approves each paid ad before it starts. */
  requiresReview: boolean
  name: string | null
  description: string | null
  prices: { amount: number; currency: string }[]
}

type Raw = {
  id: number
  key: string
  placement: string
  capacity: string
  duration_days: string
  enabled: boolean | null
  requires_review: boolean | null
  prices: { amount: string; currency: string }[] | null
  texts: Record<string, { name: string | null; description: string | null }> | null
}

const columns = `p.id, p.key, p.placement, p.capacity, p.duration_days, p.enabled, p.requires_review,
  (SELECT json_agg(json_build_object('amount', pr.amount, 'currency', pr.currency) ORDER BY pr._order) FROM ad_positions_prices pr WHERE pr._parent_id = p.id) AS prices,
  (SELECT json_object_agg(l._locale, json_build_object('name', l.name, 'description', l.description)) FROM ad_positions_locales l WHERE l._parent_id = p.id) AS texts`

function rowOf(raw: Raw, locale: string | undefined): AdPositionRow {
  const first: Locale = isLocale(locale) ? locale : 'en'
  const chain = [first, ...localeMeta[first].fallback, 'en']
  const texts = raw.texts ?? {}
  const pick = (field: 'name' | 'description') => chain.map((l) => texts[l]?.[field]).find(Boolean) ?? null
  return {
    id: raw.id,
    key: raw.key,
    placement: raw.placement,
    capacity: Number(raw.capacity),
    durationDays: Number(raw.duration_days),
    enabled: raw.enabled !== false,
    requiresReview: raw.requires_review === true,
    name: pick('name'),
    description: pick('description'),
    prices: (raw.prices ?? []).map((p) => ({ amount: Number(p.amount), currency: p.currency })),
  }
}

/** A position by its key (anyone may read positions), its texts in `locale` along the fallback chain. */
export async function positionByKey(db: Queryable, key: string, locale?: string): Promise<AdPositionRow | null> {
  const { rows } = await db.query<Raw>({ name: 'ads-position-by-key', text: `SELECT ${columns} FROM ad_positions p WHERE p.key = $1`, values: [key] })
  return rows[0] ? rowOf(rows[0], locale) : null
}

/** Every position on sale, in the editors' order (by id). */
export async function enabledPositions(db: Queryable, locale?: string): Promise<AdPositionRow[]> {
  const { rows } = await db.query<Raw>({ name: 'ads-enabled-positions', text: `SELECT ${columns} FROM ad_positions p WHERE p.enabled IS NOT FALSE ORDER BY p.id` })
  return rows.map((r) => rowOf(r, locale))
}

/** Every position, on sale or not (support's occupancy view marks the disabled ones), by id. */
export async function allPositions(db: Queryable, locale?: string): Promise<AdPositionRow[]> {
  const { rows } = await db.query<Raw>({ name: 'ads-all-positions', text: `SELECT ${columns} FROM ad_positions p ORDER BY p.id` })
  return rows.map((r) => rowOf(r, locale))
}
