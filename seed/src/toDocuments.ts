import { toMoney, tokenPriceScale } from '@aidir/cms/lib'
import type { Catalogue } from './catalogue'

/**
 * Turns catalogue records into Payload documents (localized texts still as {en, zh, zh-TW, ja}),
 * resolving keys of other records through `ids`.
 */
export type Ids = (collection: string, key: string) => number | undefined

const list = (items: { en: string; zh: string; 'zh-TW': string; ja: string }[]) => items.map((text) => ({ text }))
const refs = (ids: Ids, collection: string, keys: string[]) =>
  keys.map((k) => ids(collection, k)).filter((id): id is number => id !== undefined)
/** Seed prices are major units; the catalogue stores money (integer minor units, cms lib/money.ts). */
export const money = (p: { amount: number; currency: string }) => toMoney(p.amount, p.currency)
const tokenPrice = (perMillion: number | null | undefined, currency: string) => (perMillion == null ? {} : toMoney(perMillion, currency, tokenPriceScale))
const at = (date?: string) => (date ? new Date(`${date}T00:00:00.000Z`).toISOString() : undefined)

/**
 * The staff-only editorial-review mark from the seed's `editorialReview` notes: marked when any
 * note is given, cleared otherwise (the seed owns the records it writes).
 */
export function reviewOf(...notes: (string | undefined)[]) {
  const given = notes.filter((n): n is string => Boolean(n))
  return given.length > 0 ? { needsReview: true, note: given.join('\n') } : { needsReview: false, note: null }
}

/** Figures kept beside the product records: its public traffic estimate and its domain's registration. */
export type ProductFacts = { estimate?: Catalogue['trafficEstimates'][number]; domain?: Catalogue['domainFacts'][number] }

export function productDoc(p: Catalogue['products'][number], ids: Ids, withAlternatives: boolean, facts: ProductFacts = {}) {
  const { estimate, domain } = facts
  return {
    key: p.key,
    status: 'published',
    _status: 'published',
    name: p.name,
    company: p.company,
    url: p.url,
    type: p.type,
    category: ids('categories', p.category),
    contentLanguage: p.contentLanguage,
    tags: refs(ids, 'tags', p.tags),
    recommend: p.recommend,
    tagline: p.tagline,
    description: p.description,
    targetUsers: list(p.targetUsers),
    useCases: list(p.useCases),
    features: p.features,
    tutorial: p.tutorial,
    faq: p.faq,
    ...(withAlternatives ? { alternatives: refs(ids, 'products', p.alternatives) } : {}),
    launchYear: p.launchYear,
    pricingModel: p.pricingModel,
    plans: p.plans.map((plan) => ({
      name: plan.name,
      period: plan.period,
      price: plan.price === null ? { currency: plan.currency } : toMoney(plan.price, plan.currency),
      features: list(plan.features),
    })),
    repository: p.repository,
    license: p.license,
    deploy: p.deploy ?? {},
    trafficEstimate: estimate ? { monthlyVisits: estimate.monthlyVisits, source: estimate.source, asOf: estimate.asOf } : { monthlyVisits: null, source: null, asOf: null },
    // Only what a registry says: unknown facts are written empty (a database seeded by an earlier
    // generator that made them up is cleaned on the next load).
    domain: { createdAt: domain ? at(domain.registeredAt) : null, expiresAt: null, updatedAt: null, source: domain?.source ?? null },
    editorialReview: reviewOf(
      p.editorialReview,
      estimate?.editorialReview && `Traffic estimate: ${estimate.editorialReview}`,
      domain?.editorialReview && `Domain registration: ${domain.editorialReview}`,
    ),
  }
}

export function modelDoc(m: Catalogue['models'][number], ids: Ids) {
  return {
    key: m.key,
    status: 'published',
    _status: 'published',
    editorialReview: reviewOf(m.editorialReview),
    name: m.name,
    provider: m.provider,
    url: m.url,
    description: m.description,
    modalities: m.modalities,
    contextWindow: m.contextWindow,
    maxOutputTokens: m.maxOutputTokens,
    pricing: m.pricing
      ? Object.fromEntries((['input', 'cachedInput', 'cacheWrite', 'output', 'reasoning'] as const).map((k) => [k, tokenPrice(m.pricing![k], m.pricing!.currency)]))
      : {},
    features: m.features ?? {},
    benchmarks: m.benchmarks.map((b) => ({ ...b, date: at(b.date) })),
    sync: { externalId: m.syncId },
    releaseDate: at(m.releaseDate),
    openWeights: m.openWeights,
    license: m.license,
    tags: refs(ids, 'tags', m.tags),
  }
}

export function mcpDoc(m: Catalogue['mcpServers'][number], ids: Ids) {
  return {
    key: m.key,
    status: 'published',
    _status: 'published',
    editorialReview: reviewOf(m.editorialReview),
    name: m.name,
    title: m.title,
    description: m.description,
    version: m.version,
    websiteUrl: m.websiteUrl,
    official: m.official,
    repository: m.repository ?? {},
    packages: m.packages.map((p) => ({
      registryType: p.registryType,
      identifier: p.identifier,
      version: p.version,
      transport: p.transport.type,
      environmentVariables: p.environmentVariables.map((e) => ({ name: e.name, description: e.description, isRequired: e.isRequired ?? false, isSecret: e.isSecret ?? false })),
      packageArguments: p.packageArguments,
    })),
    remotes: m.remotes,
    tools: m.tools,
    category: ids('categories', m.category),
    tags: refs(ids, 'tags', m.tags),
  }
}

export function newsDoc(n: Catalogue['news'][number], ids: Ids) {
  return {
    key: n.key,
    status: 'published',
    _status: 'published',
    editorialReview: reviewOf(n.editorialReview),
    kind: n.kind,
    title: n.title,
    summary: n.summary,
    body: n.body,
    publishedAt: at(n.publishedAt),
    source: n.source ?? {},
    tags: refs(ids, 'tags', n.tags),
    relatedProducts: refs(ids, 'products', n.relatedProducts),
    relatedModels: refs(ids, 'ai-models', n.relatedModels),
  }
}

export function guideDoc(g: Catalogue['guides'][number], ids: Ids) {
  return {
    key: g.key,
    status: 'published',
    _status: 'published',
    kind: g.kind,
    title: g.title,
    summary: g.summary,
    body: g.body,
    publishedAt: at(g.publishedAt),
    tags: refs(ids, 'tags', g.tags),
    relatedProducts: refs(ids, 'products', g.relatedProducts),
    relatedMcpServers: refs(ids, 'mcp-servers', g.relatedMcpServers),
  }
}

type MenuItem = Catalogue['menus'][number]['items'][number]
function menuItem(item: MenuItem, level = 1): Record<string, unknown> {
  const nested = item.children.map((child) => menuItem(child, level + 1))
  return {
    key: item.key,
    name: item.name,
    description: item.description,
    path: item.path,
    menuType: String(item.menuType),
    icon: item.icon,
    target: item.target,
    disabled: item.disabled,
    status: String(item.status),
    ...(level === 1 ? { children: nested } : level === 2 ? { links: nested } : {}),
  }
}

export function menuDoc(m: Catalogue['menus'][number]) {
  return {
    title: m.variant === 1 ? 'China edition' : 'International edition',
    variant: String(m.variant),
    items: m.items.map((item) => menuItem(item)),
  }
}
