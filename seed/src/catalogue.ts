import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import * as s from './schema'

export const defaultDataDir = path.resolve(import.meta.dirname, '../data')

export type Catalogue = {
  categories: z.infer<typeof s.categoryGroup>[]
  tags: z.infer<typeof s.tag>[]
  products: z.infer<typeof s.product>[]
  models: z.infer<typeof s.aiModel>[]
  mcpServers: z.infer<typeof s.mcpServer>[]
  mcpClients: z.infer<typeof s.mcpClient>[]
  news: z.infer<typeof s.newsItem>[]
  guides: z.infer<typeof s.guide>[]
  faqs: z.infer<typeof s.faq>[]
  searchSynonyms: z.infer<typeof s.searchSynonym>[]
  menus: z.infer<typeof s.menu>[]
  adPositions: z.infer<typeof s.adPosition>[]
  servicePackages: z.infer<typeof s.servicePackage>[]
  aiServices: z.infer<typeof s.aiService>[]
  datasets: z.infer<typeof s.dataset>[]
  computeOffers: z.infer<typeof s.computeOffer>[]
  gpus: z.infer<typeof s.gpu>[]
  siteSettings: z.infer<typeof s.siteSettings>[]
  arenaReferenceRatings: z.infer<typeof s.arenaReferenceRatings>[]
  trafficEstimates: z.infer<typeof s.trafficEstimate>[]
  domainFacts: z.infer<typeof s.domainFact>[]
}

/** Every problem found in the data files, each naming its file and record key. */
export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    super(`The catalogue has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
}

type Source = { file: string; records: unknown[] }

function sources(dataDir: string, name: string): Source[] {
  const single = path.join(dataDir, `${name}.json`)
  const folder = path.join(dataDir, name)
  const files = existsSync(single)
    ? [single]
    : existsSync(folder)
      ? readdirSync(folder).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(folder, f))
      : []
  return files.map((file) => {
    const rel = path.relative(dataDir, file)
    let parsed: unknown
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'))
    } catch (err) {
      throw new CatalogueError([`${rel}: not valid JSON (${(err as Error).message})`])
    }
    if (!Array.isArray(parsed)) throw new CatalogueError([`${rel}: must be a JSON array`])
    return { file: rel, records: parsed }
  })
}

function read<T extends z.ZodType>(dataDir: string, name: string, schema: T, problems: string[]): z.infer<T>[] {
  const out: z.infer<T>[] = []
  const seen = new Map<string, string>()
  for (const { file, records } of sources(dataDir, name)) {
    records.forEach((record, index) => {
      const id = (record as { key?: unknown; variant?: unknown })?.key ?? (record as { variant?: unknown })?.variant ?? `#${index}`
      const result = schema.safeParse(record)
      if (!result.success) {
        for (const issue of result.error.issues) problems.push(`${file}: ${String(id)}: ${issue.path.join('.') || '(record)'}: ${issue.message}`)
        return
      }
      const k = String(id)
      if (seen.has(k)) {
        problems.push(`${file}: ${k}: duplicate key (also in ${seen.get(k)})`)
        return
      }
      seen.set(k, file)
      out.push(result.data)
    })
  }
  return out
}

/** Reads and validates the whole catalogue, cross-references included, before anything is written. */
export function readCatalogue(dataDir = defaultDataDir): Catalogue {
  const problems: string[] = []
  // The same tag may be defined by several files; the first definition wins.
  const tagMap = new Map<string, z.infer<typeof s.tag>>()
  for (const file of sources(dataDir, 'tags')) {
    for (const record of file.records) {
      const r = s.tag.safeParse(record)
      if (!r.success) {
        for (const issue of r.error.issues) problems.push(`${file.file}: ${String((record as { key?: unknown })?.key)}: ${issue.path.join('.')}: ${issue.message}`)
      } else if (!tagMap.has(r.data.key)) tagMap.set(r.data.key, r.data)
    }
  }
  const c: Catalogue = {
    categories: read(dataDir, 'categories', s.categoryGroup, problems),
    tags: [...tagMap.values()],
    products: read(dataDir, 'products', s.product, problems),
    models: read(dataDir, 'models', s.aiModel, problems),
    mcpServers: read(dataDir, 'mcp-servers', s.mcpServer, problems),
    mcpClients: read(dataDir, 'mcp-clients', s.mcpClient, problems),
    news: read(dataDir, 'news', s.newsItem, problems),
    guides: read(dataDir, 'guides', s.guide, problems),
    faqs: read(dataDir, 'faqs', s.faq, problems),
    searchSynonyms: read(dataDir, 'search-synonyms', s.searchSynonym, problems),
    menus: read(dataDir, 'menus', s.menu, problems),
    adPositions: read(dataDir, 'ad-positions', s.adPosition, problems),
    servicePackages: read(dataDir, 'service-packages', s.servicePackage, problems),
    aiServices: read(dataDir, 'ai-services', s.aiService, problems),
    datasets: read(dataDir, 'datasets', s.dataset, problems),
    computeOffers: read(dataDir, 'compute-offers', s.computeOffer, problems),
    gpus: read(dataDir, 'gpus', s.gpu, problems),
    siteSettings: read(dataDir, 'site-settings', s.siteSettings, problems),
    arenaReferenceRatings: read(dataDir, 'arena-reference-ratings', s.arenaReferenceRatings, problems),
    trafficEstimates: read(dataDir, 'traffic-estimates', s.trafficEstimate, problems),
    domainFacts: read(dataDir, 'domain-facts', s.domainFact, problems),
  }
  checkReferences(c, problems)
  if (problems.length) throw new CatalogueError(problems)
  return c
}

function checkReferences(c: Catalogue, problems: string[]): void {
  const categoryKind = new Map<string, string>()
  for (const g of c.categories) {
    if (categoryKind.has(g.key)) problems.push(`categories: ${g.key}: duplicate key`)
    categoryKind.set(g.key, `group:${g.kind}`)
    for (const child of g.children) {
      if (categoryKind.has(child.key)) problems.push(`categories: ${child.key}: duplicate key`)
      categoryKind.set(child.key, g.kind)
    }
  }
  const tags = new Set(c.tags.map((t) => t.key))
  const needTags = (where: string, list: string[]) => {
    for (const t of list) if (!tags.has(t)) problems.push(`${where}: unknown tag "${t}"`)
  }
  for (const p of c.products) {
    if (categoryKind.get(p.category) !== 'product') problems.push(`products: ${p.key}: unknown product category "${p.category}"`)
    needTags(`products: ${p.key}`, p.tags)
  }
  const gpus = new Set(c.gpus.map((g) => g.key))
  for (const o of c.computeOffers) {
    if (o.gpuSpec && !gpus.has(o.gpuSpec)) problems.push(`compute-offers: ${o.key}: unknown GPU "${o.gpuSpec}"`)
  }
  for (const m of c.mcpServers) {
    if (categoryKind.get(m.category) !== 'mcp') problems.push(`mcp-servers: ${m.key}: unknown MCP category "${m.category}"`)
    needTags(`mcp-servers: ${m.key}`, m.tags)
  }
  for (const m of c.models) needTags(`models: ${m.key}`, m.tags)
  for (const n of c.news) needTags(`news: ${n.key}`, n.tags)
  for (const g of c.guides) needTags(`guides: ${g.key}`, g.tags)
  for (const d of c.datasets) needTags(`datasets: ${d.key}`, d.tags)
  checkFigures(c, problems)
}

/** Code hosts: a product living there is a repository, not a web site whose visits anyone measures. */
const codeHosts = new Set(['github.com', 'gitlab.com', 'gitee.com', 'bitbucket.org'])
const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '')

function checkFigures(c: Catalogue, problems: string[]): void {
  const products = new Map(c.products.map((p) => [p.key, p]))
  for (const e of c.trafficEstimates) {
    const p = products.get(e.key)
    if (!p) problems.push(`traffic-estimates.json: ${e.key}: not a catalogue product`)
    else if (codeHosts.has(hostOf(p.url))) problems.push(`traffic-estimates.json: ${e.key}: ${p.url} is a code repository, not a web site with visits; leave it without an estimate`)
  }
  for (const d of c.domainFacts) {
    const p = products.get(d.key)
    if (!p) {
      problems.push(`domain-facts.json: ${d.key}: not a catalogue product`)
      continue
    }
    const host = hostOf(p.url)
    if (host !== d.domain && !host.endsWith(`.${d.domain}`)) problems.push(`domain-facts.json: ${d.key}: ${d.domain} is not the domain of ${p.url}`)
    // The first .com was registered in 1985; a date after today is a typo, not a fact.
    if (d.registeredAt < '1985-01-01' || d.registeredAt > new Date().toISOString().slice(0, 10)) problems.push(`domain-facts.json: ${d.key}: registeredAt ${d.registeredAt} cannot be a registration date`)
  }
}
