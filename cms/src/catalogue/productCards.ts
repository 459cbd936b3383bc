import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { Locale } from '../locales'
import { mediaByIds, type CardMedia } from './media'
import { localeChain, translated } from './translations'


/**
 * Product cards and a product's related content in plain SQL, for pages rendered on first visit
 * (a product detail, a listing). Through the Local API a strip of cards cost a find of the
 * products plus one find per populated relation (categories, media), each a few milliseconds of
 * CPU for the query builder and the field hooks; here a strip is one statement.
 *
 * Access is applied by hand as for an anonymous visitor: products and news only when published,
 * categories and media are public. Translated texts follow Payload's fallback: the page's language,
 * then its fallback chain (`localeMeta`), an empty text counting as missing.
 */

export type ProductCardRow = {
  id: number
  key: string
  name: string
  url: string
  tagline: string
  type: 'paid' | 'open_source'
  pricingModel: string | null
  category: { id: number; key: string; name: string } | null
  logo: CardMedia | null
  monthlyVisits: number | null
  rating: number | null
}

export type RelatedNewsRow = { key: string; title: string; summary: string; publishedAt: string | null }

/** Card columns of `p` (products) joined to `c` (its category); `$1` is the locale chain. */
const cardColumns = `p.id, p.key, p.name, p.url, coalesce(${translated('products_locales', 'tagline', 'p.id', '$1')}, '') AS tagline,
  p.type, p.pricing_model, p.logo_id, p.traffic_monthly_visits::float8 AS monthly_visits, p.rating::float8 AS rating,
  c.id AS category_id, c.key AS category_key, coalesce(${translated('categories_locales', 'name', 'c.id', '$1')}, c.key) AS category_name`

type CardSqlRow = {
  id: number
  key: string
  name: string
  url: string
  tagline: string
  type: 'paid' | 'open_source'
  pricing_model: string | null
  logo_id: number | null
  monthly_visits: number | null
  rating: number | null
  category_id: number | null
  category_key: string | null
  category_name: string | null
}

/** Rows to cards, their logos read in one go. */
async function cardsOf(payload: Payload, locale: Locale, rows: CardSqlRow[]): Promise<ProductCardRow[]> {
  const logos = await mediaByIds(payload, locale, rows.flatMap((r) => (r.logo_id ? [r.logo_id] : [])))
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    name: r.name,
    url: r.url,
    tagline: r.tagline,
    type: r.type,
    pricingModel: r.pricing_model,
    category: r.category_id !== null && r.category_key ? { id: r.category_id, key: r.category_key, name: r.category_name ?? r.category_key } : null,
    logo: r.logo_id ? (logos.get(r.logo_id) ?? null) : null,
    monthlyVisits: r.monthly_visits,
    rating: r.rating,
  }))
}

const byIdsSql = `SELECT ${cardColumns}
  FROM unnest($2::int[]) WITH ORDINALITY AS wanted(id, ord)
  JOIN products p ON p.id = wanted.id AND p.status = 'published'
  LEFT JOIN categories c ON c.id = p.category_id
  ORDER BY wanted.ord`

/** Published products' cards in the order of `ids` (unknown and unpublished ones left out). */
export async function productCardsByIds(payload: Payload, locale: Locale, ids: number[]): Promise<ProductCardRow[]> {
  if (ids.length === 0) return []
  const { rows } = await poolOf(payload).query<CardSqlRow>({ name: 'catalogue.cards-by-ids', text: byIdsSql, values: [localeChain(locale), ids] })
  return cardsOf(payload, locale, rows)
}

/**
 * The three strips of a product page in one statement: open-source products of its category, its
 * own alternatives (editor's order), and — only when none of those is published — other products
 * of its category. Each strip newest change first, as the Local API's default sort.
 * $2 product id, $3 category id (null: none), $4 alternative ids, $5 strip size.
 */
const relatedSql = `WITH alternatives AS (
    SELECT p.id, 'alternatives' AS strip, wanted.ord
      FROM unnest($4::int[]) WITH ORDINALITY AS wanted(id, ord)
      JOIN products p ON p.id = wanted.id AND p.status = 'published'
  ), open_source AS (
    SELECT p.id, 'similar' AS strip, row_number() OVER (ORDER BY p.updated_at DESC, p.id DESC) AS ord
      FROM products p
     WHERE p.category_id = $3 AND p.type = 'open_source' AND p.id <> $2 AND p.status = 'published'
     ORDER BY p.updated_at DESC, p.id DESC LIMIT $5
  ), same_category AS (
    SELECT p.id, 'category' AS strip, row_number() OVER (ORDER BY p.updated_at DESC, p.id DESC) AS ord
      FROM products p
     WHERE p.category_id = $3 AND p.id <> $2 AND p.status = 'published' AND NOT EXISTS (SELECT 1 FROM alternatives)
     ORDER BY p.updated_at DESC, p.id DESC LIMIT $5
  ), picked AS (SELECT * FROM alternatives UNION ALL SELECT * FROM open_source UNION ALL SELECT * FROM same_category)
  SELECT picked.strip, ${cardColumns}
    FROM picked JOIN products p ON p.id = picked.id LEFT JOIN categories c ON c.id = p.category_id
   ORDER BY picked.strip, picked.ord`

export type RelatedProducts = { similarOpenSource: ProductCardRow[]; alternatives: ProductCardRow[]; alternativesFromCategory: boolean }

/** What a product page's lower tabs list of other products (see relatedSql). */
export async function relatedProducts(
  payload: Payload,
  locale: Locale,
  subject: { id: number; categoryId: number | null; alternativeIds: number[] },
  limit = 8,
): Promise<RelatedProducts> {
  const { rows } = await poolOf(payload).query<CardSqlRow & { strip: 'alternatives' | 'similar' | 'category' }>({
    name: 'catalogue.related-products',
    text: relatedSql,
    values: [localeChain(locale), subject.id, subject.categoryId, subject.alternativeIds, limit],
  })
  const cards = await cardsOf(payload, locale, rows)
  const strip = (name: string) => cards.filter((_, i) => rows[i]!.strip === name)
  const alternatives = strip('alternatives')
  return alternatives.length > 0
    ? { similarOpenSource: strip('similar'), alternatives, alternativesFromCategory: false }
    : { similarOpenSource: strip('similar'), alternatives: strip('category'), alternativesFromCategory: true }
}

const newsSql = `SELECT n.key, coalesce(${translated('news_locales', 'title', 'n.id', '$1')}, '') AS title,
    coalesce(${translated('news_locales', 'summary', 'n.id', '$1')}, '') AS summary, n.published_at
   FROM news n
  WHERE n.status = 'published' AND n.id IN (SELECT r.parent_id FROM news_rels r WHERE r.path = 'relatedProducts' AND r.products_id = $2)
  ORDER BY n.published_at DESC, n.id DESC LIMIT $3`

/** Published news naming the product among its related products, newest first. */
export async function relatedNews(payload: Payload, locale: Locale, productId: number, limit = 6): Promise<RelatedNewsRow[]> {
  const { rows } = await poolOf(payload).query<{ key: string; title: string; summary: string; published_at: Date | null }>({
    name: 'catalogue.related-news',
    text: newsSql,
    values: [localeChain(locale), productId, limit],
  })
  return rows.map((r) => ({ key: r.key, title: r.title, summary: r.summary, publishedAt: r.published_at ? r.published_at.toISOString() : null }))
}
