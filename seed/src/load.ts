import { createHash } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { createPgSearchIndex, enqueue, generateSandboxSeries, lastCompletePeriod, periodsUntil, poolOf, withTransaction } from '@aidir/cms'
import type { Payload, PayloadRequest } from 'payload'
import { assignArrayIds } from './arrayIds'
import { type Catalogue, readCatalogue } from './catalogue'
import { computeMcpRankings } from '@aidir/cms/mcpRankings'
import { publishRecentRankings } from './traffic/recentRankings'
import { guideDoc, mcpDoc, menuDoc, modelDoc, money, newsDoc, productDoc, reviewOf, type Ids } from './toDocuments'

export type LoadReport = { created: number; updated: number; unchanged: number; warnings: string[]; searchDocuments: number; trafficPoints: number; ms: number }

type Tx = { execute(q: unknown): Promise<{ rows: any[] }> }

/**
 * Loads the curated catalogue: validates every file first, then upserts each record by its key
 * in a single transaction (a failure writes nothing), skipping records whose content has not
 * changed since the last load, and finally rebuilds the search index.
 */
export type LoadOptions = {
  dataDir?: string
  log?: (line: string) => void
  /** Called inside the transaction after each step; throwing aborts the whole load. */
  onStep?: (step: string) => void | Promise<void>
  /** Rebuild the search index now (default), or leave it to the tasks worker as a job. */
  searchIndex?: 'rebuild' | 'enqueue'
  /** Publish the recent rankings now (default), as jobs for the worker, or not at all. */
  rankings?: 'compute' | 'enqueue' | 'skip'
}

export async function loadCatalogue(payload: Payload, options: LoadOptions = {}): Promise<LoadReport> {
  const started = Date.now()
  const log = options.log ?? (() => {})
  /** Each phase outside the writing steps is logged with its time too, so a slow load says where. */
  const phase = async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
    const t = Date.now()
    const result = await fn()
    log(`  ${name} (${Date.now() - t} ms)`)
    return result
  }
  const catalogue = await phase('read and validate', () => readCatalogue(options.dataDir))
  const report: LoadReport = { created: 0, updated: 0, unchanged: 0, warnings: [], searchDocuments: 0, trafficPoints: 0, ms: 0 }
  await phase('written and committed', () =>
    withTransaction(payload, { context: { skipSearchIndex: true } }, async ({ req, sql: tx }) => {
      const writer = await createWriter(payload, req, tx as Tx, report)
      await writeAll(catalogue, writer, report, log, options.onStep)
    }),
  )
  // The index is rebuilt from the committed data, and only when the load changed something.
  if (report.created + report.updated > 0) {
    if (options.searchIndex === 'enqueue') await enqueue('search.rebuild', {})
    else report.searchDocuments = await phase('search index', () => createPgSearchIndex(payload).rebuild())
  }
  // Sandbox traffic series for products that have none yet (imported data is never overwritten),
  // then the recent rankings over them.
  const now = new Date()
  const series = await phase('traffic series', () =>
    generateSandboxSeries(poolOf(payload), {
      scope: 'catalogue',
      months: periodsUntil(lastCompletePeriod('month', now), 24),
      weeks: periodsUntil(lastCompletePeriod('week', now), 12),
    }),
  )
  report.trafficPoints = series.points
  const rankings = options.rankings ?? 'compute'
  if (series.points > 0 && rankings !== 'skip') {
    // Statistics for the tables just filled, before the rankings' joins are planned: a fresh
    // database has none until autovacuum gets to them, and the plans made without were slow.
    await phase('statistics', () => poolOf(payload).query('ANALYZE products, categories, traffic_points, app_store_points'))
    await phase('rankings', () => publishRecentRankings(poolOf(payload), rankings))
  }
  // The MCP boards from the seeded figures, so the ranking pages have a first snapshot (then hourly).
  if (report.created + report.updated > 0 && options.rankings !== 'skip') {
    if (options.rankings === 'enqueue') await enqueue('mcp.rankings', { trigger: 'seed' })
    else await phase('mcp rankings', () => computeMcpRankings(poolOf(payload), now))
  }
  report.ms = Date.now() - started
  return report
}

type Writer = Awaited<ReturnType<typeof createWriter>>

async function createWriter(payload: Payload, req: PayloadRequest, tx: Tx, report: LoadReport) {
  const idMaps = new Map<string, Map<string, number>>()
  const hashes = new Map<string, string>()
  /** Records created in this run whose final content is still to be written. */
  const provisional = new Set<string>()
  for (const row of (await tx.execute(sql`SELECT collection, key, hash FROM seed_state`)).rows) {
    hashes.set(`${row.collection}:${row.key}`, row.hash)
  }

  async function idsOf(collection: string, field = 'key'): Promise<Map<string, number>> {
    let map = idMaps.get(collection)
    if (!map) {
      map = new Map()
      const found = await payload.find({ collection: collection as any, req, limit: 0, pagination: false, depth: 0, select: { [field]: true } as any, overrideAccess: true })
      for (const doc of found.docs as any[]) map.set(String(doc[field]), doc.id)
      idMaps.set(collection, map)
    }
    return map
  }

  const ids: Ids = (collection, key) => idMaps.get(collection)?.get(key)

  /** Writes one record in all four languages unless its content is unchanged. */
  async function upsert(collection: string, key: string, data: Record<string, unknown>, identity = 'key', final = true): Promise<number> {
    const map = await idsOf(collection, identity)
    const hash = createHash('sha256').update(JSON.stringify(data)).digest('hex')
    const existing = map.get(key)
    if (existing !== undefined && hashes.get(`${collection}:${key}`) === hash) {
      report.unchanged++
      return existing
    }
    // Straight to the database adapter: it takes every language of a localized field at once
    // ({ en, zh, 'zh-TW', ja }), one write per record instead of four. The data was validated
    // with zod above; this is a system action, so no access rules or hooks apply.
    const fields = payload.collections[collection as keyof typeof payload.collections].config.flattenedFields
    const row = { ...assignArrayIds(fields, data), updatedAt: new Date().toISOString() }
    let id = existing
    if (id === undefined) {
      const saved = await payload.db.create({ collection: collection as any, data: row, req, returning: true, select: { id: true } } as any)
      id = (saved as { id: number }).id
      map.set(key, id)
      provisional.add(`${collection}:${key}`)
    } else {
      await payload.db.updateOne({ collection: collection as any, id, data: row, req, returning: false } as any)
    }
    if (!final) return id
    if (provisional.delete(`${collection}:${key}`)) report.created++
    else report.updated++
    remember(collection, key, hash)
    return id
  }

  /** Counts a record created earlier in this run (not final) as written with `data`, which it now has. */
  function complete(collection: string, key: string, data: Record<string, unknown>): void {
    if (!provisional.delete(`${collection}:${key}`)) throw new Error(`${collection}: ${key}: completed without being created in this run`)
    report.created++
    remember(collection, key, createHash('sha256').update(JSON.stringify(data)).digest('hex'))
  }

  /**
   * Adds new products' alternatives, all in one statement, to products the run created without
   * them: rows of `products_rels` as the adapter writes a hasMany relationship (path, order from 1).
   * Through the adapter this was a second full write of every new product (each array and
   * translation deleted and written again), about half of the products step.
   */
  async function addAlternatives(rows: { id: number; alternatives: number[] }[]): Promise<void> {
    const links = rows.flatMap(({ id, alternatives }) => alternatives.map((target, i) => ({ parent: id, ord: i + 1, target })))
    if (links.length === 0) return
    await tx.execute(sql`INSERT INTO products_rels ("order", parent_id, path, products_id)
      SELECT r.ord, r.parent, 'alternatives', r.target FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb) AS r(parent integer, ord integer, target integer)`)
  }

  const pendingState = new Map<string, { collection: string; key: string; hash: string }>()
  /** A record's content hash, written with the others in one statement at the end (`saveState`). */
  function remember(collection: string, key: string, hash: string) {
    hashes.set(`${collection}:${key}`, hash)
    pendingState.set(`${collection}:${key}`, { collection, key, hash })
  }

  async function saveState(): Promise<void> {
    const rows = [...pendingState.values()]
    pendingState.clear()
    if (rows.length === 0) return
    await tx.execute(sql`INSERT INTO seed_state (collection, key, hash)
      SELECT r.collection, r.key, r.hash FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(collection text, key text, hash text)
      ON CONFLICT (collection, key) DO UPDATE SET hash = excluded.hash, updated_at = now()`)
  }

  /** Globals have one row; same rules as records: all languages at once, skipped when unchanged. */
  async function upsertGlobal(slug: string, key: string, data: Record<string, unknown>): Promise<void> {
    const hash = createHash('sha256').update(JSON.stringify(data)).digest('hex')
    if (hashes.get(`global:${key}`) === hash) {
      report.unchanged++
      return
    }
    const fields = payload.globals.config.find((g) => g.slug === slug)!.flattenedFields
    const row = assignArrayIds(fields, data)
    const exists = await payload.db.findGlobal({ slug, req, locale: 'en' } as any)
    if (exists && (exists as { id?: unknown }).id) await payload.db.updateGlobal({ slug, data: row, req } as any)
    else await payload.db.createGlobal({ slug, data: row, req } as any)
    remember('global', key, hash)
    if (exists && (exists as { id?: unknown }).id) report.updated++
    else report.created++
  }

  return { ids, idsOf, upsert, complete, addAlternatives, upsertGlobal, saveState, payload, req }
}

async function writeAll(c: Catalogue, w: Writer, report: LoadReport, log: (line: string) => void, onStep?: LoadOptions['onStep']) {
  const step = async (name: string, fn: () => Promise<void>) => {
    const t = Date.now()
    await fn()
    log(`  ${name} (${Date.now() - t} ms)`)
    await onStep?.(name)
  }
  await step('categories', async () => {
    let order = 0
    for (const group of c.categories) {
      const parent = await w.upsert('categories', group.key, { key: group.key, kind: group.kind, name: group.name, description: group.description, icon: group.icon, order: order++ })
      for (const child of group.children) {
        await w.upsert('categories', child.key, { key: child.key, kind: group.kind, name: child.name, description: child.description, icon: child.icon, parent, order: order++ })
      }
    }
  })
  await step('tags', async () => {
    for (const t of c.tags) await w.upsert('tags', t.key, { key: t.key, name: t.name })
  })
  await step('products', async () => {
    // Alternatives point at other products: a new product is first written without them (not
    // final); once every product has an id, the new products' alternatives are added in one
    // statement, and a product that existed is upserted in full with its alternatives resolved.
    const existing = new Set((await w.idsOf('products')).keys())
    const estimates = new Map(c.trafficEstimates.map((e) => [e.key, e]))
    const domains = new Map(c.domainFacts.map((d) => [d.key, d]))
    const facts = (key: string) => ({ estimate: estimates.get(key), domain: domains.get(key) })
    for (const p of c.products) {
      if (!existing.has(p.key)) await w.upsert('products', p.key, productDoc(p, w.ids, false, facts(p.key)), 'key', false)
    }
    const added: { id: number; alternatives: number[] }[] = []
    for (const p of c.products) {
      for (const k of p.alternatives.filter((a) => w.ids('products', a) === undefined)) {
        report.warnings.push(`products: ${p.key}: alternative "${k}" is not in the catalogue (skipped)`)
      }
      const doc = productDoc(p, w.ids, true, facts(p.key))
      if (existing.has(p.key)) await w.upsert('products', p.key, doc)
      else {
        w.complete('products', p.key, doc)
        added.push({ id: w.ids('products', p.key)!, alternatives: doc.alternatives ?? [] })
      }
    }
    await w.addAlternatives(added)
  })
  await step('ai-models', async () => {
    for (const m of c.models) await w.upsert('ai-models', m.key, modelDoc(m, w.ids))
  })
  await step('mcp-servers', async () => {
    for (const m of c.mcpServers) await w.upsert('mcp-servers', m.key, mcpDoc(m, w.ids))
  })
  await step('mcp-clients', async () => {
    for (const m of c.mcpClients) await w.upsert('mcp-clients', m.key, { ...m, status: 'published', editorialReview: reviewOf(m.editorialReview) })
  })
  await w.idsOf('products')
  await w.idsOf('ai-models')
  await w.idsOf('mcp-servers')
  await step('news', async () => {
    for (const n of c.news) await w.upsert('news', n.key, newsDoc(n, w.ids))
  })
  await step('guides', async () => {
    for (const g of c.guides) await w.upsert('guides', g.key, guideDoc(g, w.ids))
  })
  await step('other', async () => {
    for (const f of c.faqs) await w.upsert('faqs', f.key, { ...f })
    for (const g of c.searchSynonyms) await w.upsert('search-synonyms', g.key, { ...g, terms: g.terms.map((term) => ({ term })) })
    for (const d of c.datasets) await w.upsert('datasets', d.key, { ...d, status: 'published', tags: d.tags.map((t) => w.ids('tags', t)).filter(Boolean) })
    for (const g of c.gpus) await w.upsert('gpus', g.key, { ...g, editorialReview: reviewOf(g.editorialReview) })
    await w.idsOf('gpus')
    for (const { gpuSpec, ...o } of c.computeOffers) {
      await w.upsert('compute-offers', o.key, { ...o, gpuSpec: gpuSpec ? (w.ids('gpus', gpuSpec) ?? null) : null, status: 'published', price: o.price ? { ...money(o.price), unit: o.price.unit } : {}, editorialReview: reviewOf(o.editorialReview) })
    }
    for (const s of c.aiServices) await w.upsert('ai-services', s.key, { ...s, deliverables: s.deliverables.map((text) => ({ text })), priceFrom: s.priceFrom ? money(s.priceFrom) : {} })
    for (const a of c.adPositions) await w.upsert('ad-positions', a.key, { ...a, prices: a.prices.map(money) })
    for (const [order, s] of c.servicePackages.entries()) {
      await w.upsert('service-packages', s.key, { ...s, prices: s.prices.map(money), benefits: s.benefits.map((text) => ({ text })), order })
    }
    for (const m of c.menus) await w.upsert('nav-menus', String(m.variant), menuDoc(m), 'variant')
    for (const { key, ...settings } of c.siteSettings) await w.upsertGlobal('site-settings', key, settings)
    // Noon UTC: the day stays the same in every editor's time zone in the admin's date picker.
    for (const { key, asOf, ...reference } of c.arenaReferenceRatings) await w.upsertGlobal('arena-reference-ratings', key, { ...reference, asOf: `${asOf}T12:00:00.000Z` })
  })
  await w.saveState()
}
