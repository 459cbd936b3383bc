import type { Payload } from 'payload'
import { poolOf } from '../db/pool'

/** The host a URL names, without `www.`, lower case. */
export function hostOf(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '')
}

/**
 * The key of a published product at the same site, if the catalogue lists one: a submission of a
 * listed product is refused with a link to it.
 */
export async function listedProductKey(payload: Payload, url: string): Promise<string | null> {
  const { rows } = await poolOf(payload).query<{ key: string }>({
    name: 'orders-listed-product',
    text: `SELECT key FROM products
           WHERE status = 'published' AND lower(regexp_replace(url, '^[a-z]+://(www\\.)?([^/:?#]+).*$', '\\2', 'i')) = $1
           LIMIT 1`,
    values: [hostOf(url)],
  })
  return rows[0]?.key ?? null
}
