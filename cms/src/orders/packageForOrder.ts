import type { Queryable } from '../db/pool'
import { isLocale, localeMeta, type Locale } from '../locales'

export type PackageForOrder = { id: number; kind: string; enabled: boolean; name: string | null; prices: { amount: number; currency: string }[] }

/**
 * The few facts of a service package an order needs (anyone may read packages): kind, whether it
 * is on sale, its prices, and its name in `locale` along the locale's fallback chain. One query,
 * as it runs in every checkout.
 */
export async function packageForOrder(db: Queryable, id: number, locale?: string): Promise<PackageForOrder | null> {
  const { rows } = await db.query<{ kind: string; enabled: boolean | null; prices: { amount: string; currency: string }[] | null; names: Record<string, string> | null }>({
    name: 'orders-package',
    text: `SELECT p.kind, p.enabled,
             (SELECT json_agg(json_build_object('amount', pr.amount, 'currency', pr.currency) ORDER BY pr._order) FROM service_packages_prices pr WHERE pr._parent_id = p.id) AS prices,
             (SELECT json_object_agg(l._locale, l.name) FROM service_packages_locales l WHERE l._parent_id = p.id) AS names
           FROM service_packages p WHERE p.id = $1`,
    values: [id],
  })
  const row = rows[0]
  if (!row) return null
  const names = row.names ?? {}
  const first: Locale = isLocale(locale) ? locale : 'en'
  const name = [first, ...localeMeta[first].fallback, 'en'].map((l) => names[l]).find(Boolean) ?? null
  return { id, kind: row.kind, enabled: row.enabled !== false, name, prices: (row.prices ?? []).map((p) => ({ amount: Number(p.amount), currency: p.currency })) }
}
