import type { Payload, Where } from 'payload'
import type { Locale } from '../locales'

/** A category as the planner sees it: key, kind and names in every language. */
export type PlanCategory = { id: number; key: string; kind: 'product' | 'mcp'; parent: number | null; names: Partial<Record<Locale, string>> }

export type ProductFacts = { id: number; key: string; name: string; tagline: string; pricingModel: string | null; openSource: boolean; categoryId: number | null; visits: number }
export type ServerFacts = { id: number; key: string; title: string; description: string; tools: string[]; stars: number; official: boolean; categoryId: number | null }
export type ModelFacts = { id: number; key: string; name: string; provider: string; description: string; openWeights: boolean }

const idOf = (v: unknown): number | null => (typeof v === 'number' ? v : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number' ? (v as { id: number }).id : null)
const str = (v: unknown): string => (typeof v === 'string' ? v : '')

const categoryCache = new WeakMap<Payload, { at: number; value: Promise<PlanCategory[]> }>()

/** Product and MCP categories with their names in all languages; kept a minute per process. */
export function planCategories(payload: Payload): Promise<PlanCategory[]> {
  const found = categoryCache.get(payload)
  if (found && Date.now() - found.at < 60_000) return found.value
  const value = payload
    .find({ collection: 'categories', locale: 'all' as never, depth: 0, pagination: false, sort: 'id', select: { key: true, kind: true, parent: true, name: true }, overrideAccess: false })
    .then((r) =>
      (r.docs as any[]).map((c) => ({ id: c.id, key: c.key, kind: c.kind === 'mcp' ? 'mcp' : 'product', parent: idOf(c.parent), names: c.name && typeof c.name === 'object' ? c.name : { en: str(c.name) } }) as PlanCategory),
    )
  value.catch(() => categoryCache.delete(payload))
  categoryCache.set(payload, { at: Date.now(), value })
  return value
}

const productSelect = { key: true, name: true, tagline: true, pricingModel: true, type: true, category: true, traffic: { monthlyVisits: true } }

function toProduct(d: any): ProductFacts {
  return { id: d.id, key: d.key, name: str(d.name), tagline: str(d.tagline), pricingModel: d.pricingModel ?? null, openSource: d.type === 'open_source', categoryId: idOf(d.category), visits: Number(d.traffic?.monthlyVisits ?? 0) }
}

/**
 * Published products as a visitor reads them (overrideAccess: false): the most visited of each
 * category, plus the records the search found (which may be anywhere in a long category).
 */
export async function readProducts(payload: Payload, locale: Locale, categoryIds: number[], ids: number[], perCategory = 30): Promise<ProductFacts[]> {
  // PostgreSQL sorts a missing visit count first when descending: the measured ones are read apart.
  const inCategory = (categoryId: number, measured: boolean, limit: number) =>
    payload.find({
      collection: 'products', where: { and: [{ category: { equals: categoryId } }, { 'traffic.monthlyVisits': { exists: measured } }] }, locale, depth: 0, limit,
      sort: (measured ? ['-traffic.monthlyVisits', 'id'] : ['id']) as never, select: productSelect as never, overrideAccess: false,
    })
  const reads = categoryIds.flatMap((categoryId) => (perCategory > 0 ? [inCategory(categoryId, true, perCategory), inCategory(categoryId, false, Math.ceil(perCategory / 3))] : []))
  const where: Where = categoryIds.length ? { and: [{ id: { in: ids } }, { category: { in: categoryIds } }] } : { id: { in: ids } }
  if (ids.length) reads.push(payload.find({ collection: 'products', where, locale, depth: 0, limit: ids.length, select: productSelect as never, overrideAccess: false }))
  const byId = new Map<number, ProductFacts>()
  for (const r of await Promise.all(reads)) for (const d of r.docs) byId.set((d as any).id, toProduct(d))
  return [...byId.values()]
}

const serverSelect = { key: true, title: true, description: true, tools: { name: true }, stars: true, official: true, category: true }

function toServer(d: any): ServerFacts {
  return {
    id: d.id, key: d.key, title: str(d.title), description: str(d.description),
    tools: Array.isArray(d.tools) ? d.tools.map((t: any) => str(t?.name)).filter(Boolean) : [],
    stars: Number(d.stars ?? 0), official: Boolean(d.official), categoryId: idOf(d.category),
  }
}

export async function readServers(payload: Payload, locale: Locale, categoryIds: number[], ids: number[], perCategory = 30): Promise<ServerFacts[]> {
  const reads = categoryIds.map((categoryId) =>
    payload.find({ collection: 'mcp-servers', where: { category: { equals: categoryId } }, locale, depth: 0, limit: perCategory, sort: ['-stars', 'id'] as never, select: serverSelect as never, overrideAccess: false }),
  )
  if (ids.length) reads.push(payload.find({ collection: 'mcp-servers', where: { id: { in: ids } }, locale, depth: 0, limit: ids.length, select: serverSelect as never, overrideAccess: false }))
  const byId = new Map<number, ServerFacts>()
  for (const r of await Promise.all(reads)) for (const d of r.docs) byId.set((d as any).id, toServer(d))
  return [...byId.values()]
}

export async function readModels(payload: Payload, locale: Locale, ids: number[]): Promise<ModelFacts[]> {
  if (!ids.length) return []
  const r = await payload.find({ collection: 'ai-models', where: { id: { in: ids } }, locale, depth: 0, limit: ids.length, select: { key: true, name: true, provider: true, description: true, openWeights: true } as never, overrideAccess: false })
  const byId = new Map((r.docs as any[]).map((d) => [d.id as number, { id: d.id, key: d.key, name: str(d.name), provider: str(d.provider), description: str(d.description), openWeights: Boolean(d.openWeights) }]))
  return ids.map((id) => byId.get(id)).filter((m): m is ModelFacts => Boolean(m))
}
