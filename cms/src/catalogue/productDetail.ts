import type { Payload } from 'payload'
import { domainAgeDays } from '../collections/Products/domainAgeDays'
import { poolOf } from '../db/pool'
import type { Locale } from '../locales'
import type { Product } from '../payload-types'
import { localeChain, translated, translatedOrOwn } from './translations'
import type { Label } from './categoryAndTags'

/**
 * A product's own document for its detail page in one statement, with its category and tag names.
 * Through the Local API the same read cost a find (query builder, one query per array and locale
 * table, the field hooks of every field) of several milliseconds of CPU on each first visit.
 *
 * Same rules as the Local API for an anonymous visitor: the collection's own table holds only what
 * is published or was unpublished (drafts saved over a published product live in the versions
 * table), so `status = 'published'` is the access rule `publishedOrEditor` gives a visitor.
 * Translated fields, array rows' fields included, follow Payload's fallback one field at a time: the
 * page's language, then its chain (`localeMeta`), an empty text counting as missing.
 * The document has the shape of the Local API's `depth: 0` read for the fields the page uses
 * (relations as ids, groups always objects, numbers as numbers, dates as ISO strings);
 * `tests/integration/catalogue/productDetail.test.ts` compares the two in every language.
 */

export type ProductDocument = Pick<
  Product,
  | 'id' | 'key' | 'name' | 'company' | 'url' | 'logo' | 'type' | 'category' | 'tags' | 'tagline' | 'description' | 'screenshots'
  | 'targetUsers' | 'useCases' | 'features' | 'tutorial' | 'faq' | 'alternatives' | 'launchYear' | 'pricingModel' | 'plans'
  | 'repository' | 'license' | 'deploy' | 'rating' | 'ratingCount' | 'traffic' | 'domain' | 'trafficEstimate' | 'updatedAt' | 'owner'
>

const tr = (table: string, column: string, parent: string) => translatedOrOwn(table, column, parent, '$1')
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
/** A JSON array of the rows of `from` (alias `x`), in their editor's order; `[]` when none. */
const rows = (object: string, from: string) => `(SELECT coalesce(json_agg(${object} ORDER BY x._order), '[]') FROM ${from} x WHERE x._parent_id = `
const textList = (table: string, parent: string) => `${rows(`json_build_object('id', x.id, 'text', ${tr(`${table}_locales`, 'text', 'x.id')})`, table)}${parent})`
const relIds = (column: string, path: string) =>
  `(SELECT coalesce(json_agg(r.${column} ORDER BY r."order"), '[]') FROM products_rels r WHERE r.parent_id = p.id AND r.path = '${path}' AND r.${column} IS NOT NULL)`

const documentSql = `SELECT json_build_object(
    'id', p.id, 'key', p.key, 'name', p.name, 'company', p.company, 'url', p.url, 'owner', p.owner_id, 'logo', p.logo_id,
    'type', p.type, 'category', p.category_id, 'tags', ${relIds('tags_id', 'tags')},
    'tagline', ${tr('products_locales', 'tagline', 'p.id')},
    'description', ${tr('products_locales', 'description', 'p.id')},
    'tutorial', ${tr('products_locales', 'tutorial', 'p.id')},
    'screenshots', ${rows(`json_build_object('id', x.id, 'image', x.image_id, 'caption', ${tr('products_screenshots_locales', 'caption', 'x.id')}, 'kind', x.kind)`, 'products_screenshots')}p.id),
    'targetUsers', ${textList('products_target_users', 'p.id')},
    'useCases', ${textList('products_use_cases', 'p.id')},
    'features', ${rows(`json_build_object('id', x.id, 'title', ${tr('products_features_locales', 'title', 'x.id')}, 'description', ${tr('products_features_locales', 'description', 'x.id')})`, 'products_features')}p.id),
    'faq', ${rows(`json_build_object('id', x.id, 'question', ${tr('products_faq_locales', 'question', 'x.id')}, 'answer', ${tr('products_faq_locales', 'answer', 'x.id')})`, 'products_faq')}p.id),
    'alternatives', ${relIds('products_id', 'alternatives')},
    'launchYear', p.launch_year::float8, 'pricingModel', p.pricing_model,
    'plans', ${rows(
      `json_build_object('id', x.id, 'name', ${tr('products_plans_locales', 'name', 'x.id')}, 'price', json_build_object('amount', x.price_amount::float8, 'currency', x.price_currency),
        'period', x.period, 'features', (SELECT coalesce(json_agg(json_build_object('id', f.id, 'text', ${tr('products_plans_features_locales', 'text', 'f.id')}) ORDER BY f._order), '[]')
          FROM products_plans_features f WHERE f._parent_id = x.id))`,
      'products_plans',
    )}p.id),
    'repository', p.repository, 'license', p.license,
    'deploy', json_build_object('kind', p.deploy_kind, 'image', p.deploy_image, 'command', p.deploy_command, 'port', p.deploy_port::float8,
      'healthPath', p.deploy_health_path, 'cpu', p.deploy_cpu, 'memory', p.deploy_memory,
      'variables', ${rows(`json_build_object('id', x.id, 'name', x.name, 'defaultValue', x.default_value, 'required', x.required, 'secret', x.secret, 'description', x.description)`, 'products_deploy_variables')}p.id)),
    'rating', p.rating::float8, 'ratingCount', p.rating_count::float8,
    'traffic', json_build_object('monthlyVisits', p.traffic_monthly_visits::float8, 'avgVisitDuration', p.traffic_avg_visit_duration::float8,
      'pagesPerVisit', p.traffic_pages_per_visit::float8, 'bounceRate', p.traffic_bounce_rate::float8, 'period', p.traffic_period, 'source', p.traffic_source,
      'sources', json_build_object('direct', p.traffic_sources_direct::float8, 'organicSearch', p.traffic_sources_organic_search::float8, 'email', p.traffic_sources_email::float8,
        'referral', p.traffic_sources_referral::float8, 'social', p.traffic_sources_social::float8, 'displayAds', p.traffic_sources_display_ads::float8),
      'geography', ${rows(`json_build_object('id', x.id, 'country', x.country, 'share', x.share::float8)`, 'products_traffic_geography')}p.id)),
    'trafficEstimate', json_build_object('monthlyVisits', p.traffic_estimate_monthly_visits::float8, 'asOf', p.traffic_estimate_as_of, 'source', p.traffic_estimate_source),
    'domain', json_build_object('createdAt', ${iso('p.domain_created_at')}, 'expiresAt', ${iso('p.domain_expires_at')}, 'updatedAt', ${iso('p.domain_updated_at')}, 'source', p.domain_source),
    'updatedAt', ${iso('p.updated_at')},
    'labels', (SELECT coalesce(json_agg(json_build_object('kind', l.kind, 'id', l.id, 'key', l.key, 'name', l.name) ORDER BY l.kind, l.ord), '[]') FROM (
        SELECT 'category' AS kind, c.id, c.key, coalesce(${translated('categories_locales', 'name', 'c.id', '$1')}, c.key) AS name, 0::bigint AS ord FROM categories c WHERE c.id = p.category_id
      UNION ALL
        SELECT 'tag', t.id, t.key, coalesce(${translated('tags_locales', 'name', 't.id', '$1')}, t.key), r."order"::bigint
          FROM products_rels r JOIN tags t ON t.id = r.tags_id WHERE r.parent_id = p.id AND r.path = 'tags') l)
  ) AS doc
  FROM products p
 WHERE p.status = 'published' AND (p.key = $2 OR p.id = $3)
 ORDER BY p.key = $2 DESC
 LIMIT 1`

/** What the statement answers: the document, plus its category and tags named in the language. */
type Row = { doc: ProductDocument & { labels: (Label & { kind: 'category' | 'tag' })[] } }

/**
 * The published product whose key is `idOrKey`, else (an all-digit `idOrKey`) whose id it is: the key
 * is preferred because a key may itself be all digits. Unknown or unpublished: null.
 */
export async function productDocument(
  payload: Payload,
  locale: Locale,
  idOrKey: string,
): Promise<{ doc: ProductDocument; category: Label | null; tags: Label[] } | null> {
  const id = /^[1-9]\d{0,9}$/.test(idOrKey) && Number(idOrKey) <= 2_147_483_647 ? Number(idOrKey) : null
  const { rows: found } = await poolOf(payload).query<Row>({ name: 'catalogue.product-document', text: documentSql, values: [localeChain(locale), idOrKey, id] })
  const row = found[0]
  if (!row) return null
  const { labels, ...doc } = row.doc
  // A virtual field of the collection (its afterRead hook), computed as Payload does at read time.
  if (doc.domain) doc.domain.ageDays = domainAgeDays(doc.domain.createdAt)
  const label = (l: Label) => ({ id: l.id, key: l.key, name: l.name })
  const category = labels.find((l) => l.kind === 'category')
  return { doc, category: category ? label(category) : null, tags: labels.filter((l) => l.kind === 'tag').map(label) }
}
