import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { Locale } from '../locales'
import { localeChain, translated } from './translations'

type Money = { amount: number | null; currency: string | null }

/** A model's fields as its detail page reads them, in the Local API's shape (`depth: 0`: logo and tags as ids). */
export type ModelDetailDoc = {
  id: number
  key: string
  name: string
  provider: string
  url: string | null
  description: string | null
  logo: number | null
  tags: number[]
  modalities: { input: string[]; output: string[] }
  contextWindow: number | null
  maxOutputTokens: number | null
  pricing: { input: Money; cachedInput: Money; cacheWrite: Money; output: Money; reasoning: Money }
  releaseDate: string | null
  openWeights: boolean | null
  license: string | null
  features: { tools: boolean | null; structuredOutput: boolean | null; reasoning: boolean | null; vision: boolean | null }
  benchmarks: { id: string; name: string; score: number; source: string | null; date: string | null }[]
}

/** A timestamp as Payload writes a date field: ISO 8601 in UTC with milliseconds. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const money = (field: string) => `json_build_object('amount', m.pricing_${field}_amount::float8, 'currency', m.pricing_${field}_currency)`

const detailSql = `SELECT m.id, m.key, m.name, m.provider, m.url, ${translated('ai_models_locales', 'description', 'm.id', '$2')} AS description,
    m.logo_id AS logo, m.context_window::float8 AS "contextWindow", m.max_output_tokens::float8 AS "maxOutputTokens",
    ${iso('m.release_date')} AS "releaseDate", m.open_weights AS "openWeights", m.license,
    json_build_object('tools', m.features_tools, 'structuredOutput', m.features_structured_output, 'reasoning', m.features_reasoning, 'vision', m.features_vision) AS features,
    json_build_object('input', ${money('input')}, 'cachedInput', ${money('cached_input')}, 'cacheWrite', ${money('cache_write')},
      'output', ${money('output')}, 'reasoning', ${money('reasoning')}) AS pricing,
    json_build_object(
      'input', (SELECT coalesce(json_agg(i.value ORDER BY i."order"), '[]') FROM ai_models_modalities_input i WHERE i.parent_id = m.id),
      'output', (SELECT coalesce(json_agg(o.value ORDER BY o."order"), '[]') FROM ai_models_modalities_output o WHERE o.parent_id = m.id)) AS modalities,
    (SELECT coalesce(json_agg(json_build_object('id', b.id, 'name', b.name, 'score', b.score::float8, 'source', b.source, 'date', ${iso('b.date')}) ORDER BY b._order), '[]')
      FROM ai_models_benchmarks b WHERE b._parent_id = m.id) AS benchmarks,
    (SELECT coalesce(json_agg(r.tags_id ORDER BY r."order", r.id), '[]') FROM ai_models_rels r
      WHERE r.parent_id = m.id AND r.path = 'tags' AND r.tags_id IS NOT NULL) AS tags
  FROM ai_models m WHERE m.key = $1 AND m.status = 'published'`

/**
 * A published model by key with everything its page shows, in one statement instead of the Local
 * API's find (query builder, field hooks, a read per array): the visitor's rule by hand (`status =
 * 'published'`) and Payload's translation fallback (the page's language, then its chain, an empty
 * text counting as missing); tests/integration/catalogue/modelDetail.test.ts compares it with the
 * Local API for every seeded model in every language.
 */
export async function modelDetail(payload: Payload, locale: Locale, key: string): Promise<ModelDetailDoc | null> {
  const { rows } = await poolOf(payload).query<ModelDetailDoc>({ name: 'catalogue.model-detail', text: detailSql, values: [key, localeChain(locale)] })
  return rows[0] ?? null
}
