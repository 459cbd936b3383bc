import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { Locale } from '../locales'
import { searchDocuments } from '../search/pgSearchIndex'
import type { SearchEntity } from '../search/documents'
import { cachedVocabulary, type Vocabulary } from '../search/vocabulary'
import { planCategories, readModels, readProducts, readServers, type PlanCategory, type ProductFacts, type ServerFacts } from './catalogue'
import { fuseRanks, noEmbedder, type Embedder } from './embedder'
import { mcpBeside, mcpNeeds, modelBeside, productNeeds, type NeedLexicon } from './needLexicon'
import { findNeeds, foldForMatch, phrasesOf, pricePreference, type FoundNeed, type NeedPhrase } from './needs'
import { modelReason, productReason, serverReason } from './reasons'
import type { PlanItem, RecommendationKind } from './types'

/** A candidate for a step: `ref` is how an LLM names it back to us (p12, s7, m3). */
export type Candidate = { ref: string; item: PlanItem; score: number }
export type DraftStep = { category: { key: string; name: string }; need: string; candidates: Candidate[]; beside: Candidate[] }
export type Draft = { kind: RecommendationKind; scenario: string; scenarioLocale: Locale; locale: Locale; steps: DraftStep[] }

export type DraftOptions = {
  kind: RecommendationKind
  scenario: string
  scenarioLocale: Locale
  locale: Locale
  /** Candidates kept per step (the LLM chooses among more than the offline answer shows). */
  depth: number
  embedder?: Embedder
}

/** Words that say nothing about the need ("I want", "我想要"); dropped before a search on the whole scenario. */
const STOP = new Set(['i', 'we', 'my', 'our', 'me', 'us', 'want', 'need', 'needs', 'would', 'like', 'looking', 'please', 'help', 'some', 'something', 'run', 'have', 'am', 'is', 'are', 'and', 'or', 'a', 'an', 'the', 'to', 'for', 'of', 'in', 'on', 'with', 'that', 'it', 'can', 'how', 'do', 'get', 'make', 'small', 'also', 'then'])
const stripStop = (text: string) => text.split(/\s+/).filter((w) => !STOP.has(w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))).join(' ')

const nameIn = (c: PlanCategory, locale: Locale) => c.names[locale] ?? c.names.en ?? c.key

/** Category names (all languages) and editors' synonym groups that contain a lexicon phrase or a name become phrases too. */
function phrasesFor(lexicon: NeedLexicon, categories: PlanCategory[], vocabulary: Vocabulary): NeedPhrase[] {
  const extra: NeedPhrase[] = []
  const known = new Map<string, string>()
  for (const c of categories) {
    for (const name of Object.values(c.names)) if (name) { extra.push({ category: c.key, phrase: name }); known.set(foldForMatch(name), c.key) }
  }
  for (const [category, byLocale] of Object.entries(lexicon)) for (const list of Object.values(byLocale)) for (const p of list ?? []) known.set(foldForMatch(p), category)
  for (const group of vocabulary.synonyms) {
    const category = group.map((t) => known.get(foldForMatch(t))).find(Boolean)
    if (category) for (const term of group) extra.push({ category, phrase: term })
  }
  return phrasesOf(lexicon, extra)
}

type Searcher = (text: string, entities: SearchEntity[], limit: number) => Promise<number[]>

/**
 * The first half of an answer: the scenario's steps (needs found by the lexicon, category names
 * and synonyms, in the order the scenario states them) and, for each, candidates ranked by
 * hybrid retrieval — the search index on the step's words and on the whole scenario, the
 * embedder's neighbours, the category's most used records and the scenario's price wishes,
 * fused by rank. Every candidate carries the offline reason; an LLM may re-rank and re-explain.
 */
export async function draftPlan(payload: Payload, o: DraftOptions): Promise<Draft> {
  const db = poolOf(payload)
  const embedder = o.embedder ?? noEmbedder
  const [categories, vocabulary] = await Promise.all([planCategories(payload), cachedVocabulary(payload)])
  const search: Searcher = async (text, entities, limit) =>
    text.trim() ? (await searchDocuments(db, { text, locale: o.scenarioLocale, entities, limit }, vocabulary)).hits.filter((h) => !h.fuzzy).map((h) => h.id) : []
  const draft: Draft = { kind: o.kind, scenario: o.scenario, scenarioLocale: o.scenarioLocale, locale: o.locale, steps: [] }
  const kindOf = o.kind === 'assistant' ? 'mcp' : 'product'
  const ours = categories.filter((c) => c.kind === kindOf && c.parent !== null)
  const byKey = new Map(categories.map((c) => [c.key, c]))
  let needs = findNeeds(o.scenario, phrasesFor(o.kind === 'assistant' ? mcpNeeds : productNeeds, ours, vocabulary)).filter((n) => byKey.get(n.category)?.kind === kindOf)
  if (needs.length === 0) needs = await needsFromSearch(payload, o, search, ours)
  if (needs.length === 0) return draft
  return o.kind === 'assistant' ? draftServers(payload, o, draft, needs, byKey, search, embedder) : draftProducts(payload, o, draft, needs, byKey, search, embedder)
}

/** No phrase matched: the categories of what the search finds for the scenario's words, when its hits agree. */
async function needsFromSearch(payload: Payload, o: DraftOptions, search: Searcher, ours: PlanCategory[]): Promise<FoundNeed[]> {
  const entity: SearchEntity = o.kind === 'assistant' ? 'mcp-servers' : 'products'
  const ids = (await search(stripStop(o.scenario), [entity], 8))
  if (ids.length < 2) return []
  const facts = entity === 'products' ? await readProducts(payload, o.locale, [], ids) : await readServers(payload, o.locale, [], ids)
  const catOf = new Map(facts.map((f) => [f.id, f.categoryId]))
  const votes = new Map<number, number>()
  ids.forEach((id, rank) => { const c = catOf.get(id); if (c) votes.set(c, (votes.get(c) ?? 0) + 1 / (rank + 1)) })
  const counts = new Map<number, number>()
  for (const id of ids.slice(0, 5)) { const c = catOf.get(id); if (c) counts.set(c, (counts.get(c) ?? 0) + 1) }
  const best = [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]
  if (!best || (counts.get(best[0]) ?? 0) < 2) return []
  const category = ours.find((c) => c.id === best[0])
  const need = o.scenario.length > 40 ? `${o.scenario.slice(0, 39)}…` : o.scenario
  return category ? [{ category: category.key, at: 0, phrases: [need], weight: 1 }] : []
}

/** Scenario phrases a record's text contains: the words that made it fit, shown in its reason. */
function matchedIn(text: string, phrases: string[]): string[] {
  const folded = foldForMatch(text)
  return phrases.filter((p) => p.length >= 2 && folded.includes(foldForMatch(p)))
}

async function draftProducts(payload: Payload, o: DraftOptions, draft: Draft, needs: FoundNeed[], byKey: Map<string, PlanCategory>, search: Searcher, embedder: Embedder): Promise<Draft> {
  const steps = needs.map((n) => ({ need: n, category: byKey.get(n.category)! }))
  const [whole, neighbours, ...perStep] = await Promise.all([
    search(stripStop(o.scenario), ['products'], 100),
    embedder.nearest(o.scenario, { locale: o.scenarioLocale, entities: ['products'], limit: 50 }),
    ...steps.map((s) => search(s.need.phrases.join(' '), ['products'], 50)),
  ])
  const near = neighbours.filter((n) => n.entity === 'products').map((n) => n.id)
  const hitIds = [...new Set([...whole, ...near, ...perStep.flat()])]
  const products = await readProducts(payload, o.locale, steps.map((s) => s.category.id), hitIds)
  const prefs = pricePreference(o.scenario)
  const allPhrases = needs.flatMap((n) => n.phrases)

  // An MCP server sits beside a step only when the step's own words find it in the related MCP
  // category: a popular server that merely shares the category is not a recommendation.
  const besideCats = steps.map((s) => byKey.get(mcpBeside[s.category.key] ?? ''))
  const serverHits = await Promise.all(steps.map((s, i) => (besideCats[i] ? search(s.need.phrases.join(' '), ['mcp-servers'], 20) : Promise.resolve([]))))
  const [servers, modelIds] = await Promise.all([
    readServers(payload, o.locale, [], [...new Set(serverHits.flat())]),
    Promise.all(steps.map((s) => (modelBeside.has(s.category.key) ? search(s.need.phrases.join(' '), ['ai-models'], 1) : Promise.resolve([])))),
  ])
  const models = await readModels(payload, o.locale, [...new Set(modelIds.flat())])

  steps.forEach(({ need, category }, i) => {
    const inCategory = products.filter((p) => p.categoryId === category.id)
    const ids = new Set(inCategory.map((p) => p.id))
    const popularity = [...inCategory].sort((a, b) => b.visits - a.visits || a.id - b.id)
    const lists = [
      { ids: perStep[i]!.filter((id) => ids.has(id)), weight: 1 },
      { ids: whole.filter((id) => ids.has(id)), weight: 0.6 },
      { ids: near.filter((id) => ids.has(id)), weight: 1 },
      { ids: popularity.map((p) => p.id), weight: 3 },
    ]
    if (prefs.free) lists.push({ ids: popularity.filter((p) => p.pricingModel === 'free' || p.pricingModel === 'freemium' || p.pricingModel === 'open_source').map((p) => p.id), weight: 1.2 })
    if (prefs.openSource) lists.push({ ids: popularity.filter((p) => p.openSource).map((p) => p.id), weight: 1.5 })
    const score = fuseRanks(lists)
    const top3 = new Set(popularity.slice(0, 3).map((p) => p.id))
    const categoryName = nameIn(category, o.locale)
    const needText = need.phrases[0]!
    const candidates = [...inCategory]
      .sort((a, b) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0) || a.id - b.id)
      .slice(0, o.depth)
      .map((p: ProductFacts): Candidate => ({
        ref: `p${p.id}`,
        score: score.get(p.id) ?? 0,
        item: { entity: 'products', key: p.key, name: p.name, tagline: p.tagline, priceType: p.pricingModel, reason: productReason(o.locale, p, { need: needText, categoryName, popular: top3.has(p.id), matched: matchedIn(`${p.name} ${p.tagline}`, allPhrases) }) },
      }))
    const beside: Candidate[] = []
    const serverCat = besideCats[i]
    const server = serverCat ? serverHits[i]!.map((id) => servers.find((s) => s.id === id)).find((s) => s?.categoryId === serverCat.id) : undefined
    if (server) beside.push({ ref: `s${server.id}`, score: 0, item: serverItem(o.locale, server, needText, allPhrases) })
    const model = models.find((m) => m.id === modelIds[i]![0])
    if (model) beside.push({ ref: `m${model.id}`, score: 0, item: { entity: 'ai-models', key: model.key, name: model.name, tagline: model.provider, priceType: null, reason: modelReason(o.locale, model, { need: needText }) } })
    if (candidates.length) draft.steps.push({ category: { key: category.key, name: categoryName }, need: needText, candidates, beside })
  })
  return draft
}

function serverItem(locale: Locale, s: ServerFacts, need: string, phrases: string[]): PlanItem {
  return { entity: 'mcp-servers', key: s.key, name: s.title, tagline: s.description, priceType: null, reason: serverReason(locale, s, { need, matched: matchedIn(`${s.title} ${s.description} ${s.tools.join(' ')}`, phrases) }) }
}

async function draftServers(payload: Payload, o: DraftOptions, draft: Draft, needs: FoundNeed[], byKey: Map<string, PlanCategory>, search: Searcher, embedder: Embedder): Promise<Draft> {
  const steps = needs.map((n) => ({ need: n, category: byKey.get(n.category)! }))
  const [whole, neighbours, ...perStep] = await Promise.all([
    search(stripStop(o.scenario), ['mcp-servers'], 100),
    embedder.nearest(o.scenario, { locale: o.scenarioLocale, entities: ['mcp-servers'], limit: 50 }),
    ...steps.map((s) => search(s.need.phrases.join(' '), ['mcp-servers'], 50)),
  ])
  const near = neighbours.filter((n) => n.entity === 'mcp-servers').map((n) => n.id)
  const servers = await readServers(payload, o.locale, steps.map((s) => s.category.id), [...new Set([...whole, ...near, ...perStep.flat()])])
  const allPhrases = needs.flatMap((n) => n.phrases)
  const used = new Set<number>()
  steps.forEach(({ need, category }, i) => {
    // A server the words found counts for the step even if its editors filed it elsewhere.
    const lexical = perStep[i]!
    const pool = servers.filter((s) => s.categoryId === category.id || lexical.includes(s.id))
    const stars = pool.filter((s) => s.categoryId === category.id).sort((a, b) => Number(b.official) - Number(a.official) || b.stars - a.stars || a.id - b.id)
    const ids = new Set(pool.map((s) => s.id))
    const score = fuseRanks([
      { ids: lexical, weight: 1.2 },
      { ids: whole.filter((id) => ids.has(id)), weight: 0.8 },
      { ids: near.filter((id) => ids.has(id)), weight: 1 },
      { ids: stars.map((s) => s.id), weight: 0.8 },
    ])
    const needText = need.phrases[0]!
    const candidates = pool
      .filter((s) => !used.has(s.id))
      .sort((a, b) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0) || a.id - b.id)
      .slice(0, o.depth)
      .map((s): Candidate => ({ ref: `s${s.id}`, score: score.get(s.id) ?? 0, item: serverItem(o.locale, s, needText, allPhrases) }))
    candidates.slice(0, 5).forEach((c) => used.add(Number(c.ref.slice(1))))
    if (candidates.length) draft.steps.push({ category: { key: category.key, name: nameIn(category, o.locale) }, need: needText, candidates, beside: [] })
  })
  return draft
}
