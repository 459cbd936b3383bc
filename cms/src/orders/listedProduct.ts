import type { Payload } from 'payload'
import { poolOf } from '../db/pool'

/** The host a URL names, without `www.`, lower case. */
export function hostOf(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '')
}

/**
 * Hosts where many products live side by side, each under its own path: how many leading path
 * segments name one product there (github.com/openai/whisper and github.com/openai/codex are two).
 */
const sharedHosts: Record<string, (segments: string[]) => number> = {
  'github.com': () => 2,
  'gitlab.com': () => 2,
  'gitee.com': () => 2,
  'bitbucket.org': () => 2,
  'codeberg.org': () => 2,
  'huggingface.co': (s) => (s[0] === 'spaces' || s[0] === 'datasets' ? 3 : 2),
  'pypi.org': () => 2,
  'npmjs.com': (s) => (s[1]?.startsWith('@') ? 3 : 2),
}

/**
 * What identifies one product's site: its host, and on a shared host also the path that names the
 * product there, lower case (paths on those hosts are case-insensitive).
 */
export function siteKeyOf(url: string): string {
  const parsed = new URL(url)
  const host = hostOf(url)
  const depth = sharedHosts[host]
  if (!depth) return host
  const segments = parsed.pathname.split('/').filter(Boolean)
  const kept = segments.slice(0, depth(segments))
  return [host, ...kept].join('/').toLowerCase()
}

/**
 * The host of `products.url` in SQL, exactly as the expression index of migration
 * 20261126_213000_product_url_host has it (PostgreSQL uses the index only for the same expression).
 */
export const productHostSql = `lower(regexp_replace(url, '^[a-z]+://(www\\.)?([^/:?#]+).*$', '\\2', 'i'))`

/** At most this many products are read at one host before their paths are compared. */
const PER_HOST = 500

/**
 * The key of a published product at the same site, if the catalogue lists one: a submission of a
 * listed product is refused with a link to it. On a shared host (GitHub, Hugging Face, …) only the
 * same repository or space counts.
 */
export async function listedProductKey(payload: Payload, url: string): Promise<string | null> {
  const site = siteKeyOf(url)
  const host = hostOf(url)
  const { rows } = await poolOf(payload).query<{ key: string; url: string }>({
    name: 'orders-listed-product',
    text: `SELECT key, url FROM products WHERE ${productHostSql} = $1 AND status = 'published' ORDER BY id LIMIT $2`,
    values: [host, site === host ? 1 : PER_HOST],
  })
  return rows.find((row) => sameSite(row.url, site))?.key ?? null
}

/** Whether a stored URL names the site `site` (a stored URL that does not parse names none). */
export function sameSite(url: string, site: string): boolean {
  try {
    return siteKeyOf(url) === site
  } catch {
    return false
  }
}
