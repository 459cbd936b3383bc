import { z } from 'zod'
import { isCurrencyCode, toMajor, toMoney } from '@aidir/cms/lib'
import { platformIds } from '@aidir/cms/llm'

/** Schemas of the catalogue files described in seed/data/README.md. */
const nonEmpty = z.string().trim().min(1)
export const L = z.strictObject({ en: nonEmpty, zh: nonEmpty, 'zh-TW': nonEmpty, ja: nonEmpty })
export type Localized = z.infer<typeof L>
/**
 * A short text translated where a translation exists: English always, the other languages when
 * written (the site falls back along the language chain). A plain string is the English text.
 */
export const PartlyLocalized = z.union([
  nonEmpty.transform((en) => ({ en })),
  z.strictObject({ en: nonEmpty, zh: nonEmpty.optional(), 'zh-TW': nonEmpty.optional(), ja: nonEmpty.optional() }),
])

export const key = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase kebab case')
const url = z.url({ protocol: /^https?$/ })
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM')
/** What an editor should check: sets the record's staff-only editorial-review mark (README). */
const editorialReview = z.string().trim().min(1).max(2000).optional()
// Prices are written in major units as vendors publish them (19.99); the loader stores integer
// minor units (cms lib/money.ts), so a price with more decimals than its currency has is refused.
const currency = z.string().refine(isCurrencyCode, 'must be an ISO 4217 currency code (USD, CNY, EUR, …)')
const exactIn = (amount: number, currency: string, scale = 0) => !isCurrencyCode(currency) || toMajor(toMoney(amount, currency, scale), scale) === amount
const price = z.object({ currency, amount: z.number().nonnegative() }).refine((p) => exactIn(p.amount, p.currency), { message: 'has more decimals than the currency', path: ['amount'] })

export const categoryGroup = z.object({
  key,
  kind: z.enum(['product', 'mcp']),
  name: L,
  description: L,
  icon: z.string().optional(),
  children: z.array(z.object({ key, name: L, description: L, icon: z.string().optional() })).min(1),
})

export const tag = z.object({ key, name: L })

export const product = z.object({
  key,
  editorialReview,
  name: nonEmpty,
  company: z.string().optional(),
  url,
  type: z.enum(['paid', 'open_source']),
  category: key,
  tags: z.array(key).min(1).max(8),
  recommend: z.array(z.enum(['cn_pick', 'overseas_pick', 'global_hot', 'quality_new', 'ordinary', 'editor_pick'])).default([]),
  contentLanguage: z.enum(['en', 'zh']),
  pricingModel: z.enum(['free', 'freemium', 'free_trial', 'paid', 'contact', 'open_source']),
  plans: z
    .array(
      z.object({
        name: L,
        price: z.number().nonnegative().nullable(),
        currency,
        period: z.enum(['month', 'year', 'one_time', 'usage']),
        features: z.array(L).default([]),
      }),
    )
    .default([]),
  tagline: L,
  description: L,
  features: z.array(z.object({ title: L, description: L })).min(1),
  targetUsers: z.array(L).default([]),
  useCases: z.array(L).default([]),
  tutorial: L.optional(),
  faq: z.array(z.object({ question: L, answer: L })).default([]),
  alternatives: z.array(key).default([]),
  launchYear: z.number().int().min(1990).max(2100).optional(),
  repository: url.optional(),
  license: z.string().optional(),
  deploy: z
    .object({
      kind: z.enum(['docker', 'compose', 'pip', 'npm', 'binary']),
      image: z.string().optional(),
      port: z.number().int().min(1).max(65535).optional(),
      command: z.string().optional(),
      healthPath: z.string().regex(/^\//).optional(),
      cpu: z.string().optional(),
      memory: z.string().optional(),
      variables: z.array(z.object({ name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), required: z.boolean().default(false), secret: z.boolean().default(false), defaultValue: z.string().optional(), description: z.string().optional() })).default([]),
    })
    .optional(),
}).refine((p) => p.type !== 'open_source' || p.repository, { message: 'open_source products need a repository', path: ['repository'] })

const modality = z.enum(['text', 'image', 'audio', 'video', 'embedding'])
export const aiModel = z.object({
  key,
  editorialReview,
  name: nonEmpty,
  provider: nonEmpty,
  url: url.optional(),
  description: L,
  modalities: z.object({ input: z.array(modality).min(1), output: z.array(modality).min(1) }),
  contextWindow: z.number().int().positive().optional(),
  maxOutputTokens: z.number().int().positive().optional(),
  pricing: z
    .object({
      currency,
      input: z.number().nonnegative().nullable().optional(),
      cachedInput: z.number().nonnegative().nullable().optional(),
      cacheWrite: z.number().nonnegative().nullable().optional(),
      output: z.number().nonnegative().nullable().optional(),
      reasoning: z.number().nonnegative().nullable().optional(),
    })
    .optional(),
  features: z.object({ tools: z.boolean(), structuredOutput: z.boolean(), reasoning: z.boolean(), vision: z.boolean() }).partial().optional(),
  // A score with where and when it was published (a vendor's report or a leaderboard).
  benchmarks: z.array(z.object({ name: nonEmpty, score: z.number(), source: url.optional(), date: date.optional() })).default([]),
  // The model's id in the models API the price sync reads (e.g. openai/gpt-4o).
  syncId: z.string().regex(/^[a-z0-9][a-z0-9._-]*\/[a-z0-9][a-z0-9._:-]*$/).optional(),
  releaseDate: date.optional(),
  openWeights: z.boolean().default(false),
  license: z.string().optional(),
  tags: z.array(key).default([]),
})

const transport = z.enum(['stdio', 'streamable-http', 'sse'])
export const mcpServer = z.object({
  key,
  editorialReview,
  name: nonEmpty,
  title: nonEmpty,
  description: L,
  version: z.string().optional(),
  websiteUrl: url.optional(),
  repository: z.object({ url, source: z.string().default('github'), subfolder: z.string().optional() }).optional(),
  packages: z
    .array(
      z.object({
        registryType: z.enum(['npm', 'pypi', 'oci', 'nuget', 'mcpb']),
        identifier: nonEmpty,
        version: z.string().optional(),
        transport: z.object({ type: transport }).passthrough(),
        environmentVariables: z
          .array(z.object({ name: nonEmpty, description: z.string().optional(), isRequired: z.boolean().optional(), isSecret: z.boolean().optional() }).passthrough())
          .default([]),
        packageArguments: z.array(z.record(z.string(), z.unknown())).optional(),
      }).passthrough(),
    )
    .default([]),
  remotes: z.array(z.object({ type: z.enum(['streamable-http', 'sse']), url })).default([]),
  tools: z
    .array(
      z.object({
        name: nonEmpty,
        description: L,
        parameters: z.array(z.object({ name: nonEmpty, type: nonEmpty, required: z.boolean().default(false), description: PartlyLocalized.optional() })).default([]),
        returns: z.string().optional(),
      }),
    )
    .default([]),
  category: key,
  tags: z.array(key).default([]),
  official: z.boolean().default(false),
})

export const newsItem = z.object({
  key,
  editorialReview,
  kind: z.enum(['article', 'brief']),
  title: L,
  summary: L,
  body: L,
  publishedAt: date,
  source: z.object({ name: nonEmpty, url }).optional(),
  tags: z.array(key).default([]),
  relatedProducts: z.array(key).default([]),
  relatedModels: z.array(key).default([]),
})

export const guide = z.object({
  key,
  kind: z.enum(['application', 'case_tutorial', 'review']),
  title: L,
  summary: L,
  body: L,
  publishedAt: date,
  tags: z.array(key).default([]),
  relatedProducts: z.array(key).default([]),
  relatedMcpServers: z.array(key).default([]),
})

export const faq = z.object({
  key,
  area: z.enum(['general', 'home', 'submission', 'advertising', 'update', 'rankings', 'geo', 'tracker', 'deployment', 'mcp', 'models', 'points']),
  question: L,
  answer: L,
  order: z.number().int().default(0),
})

/** A group of search terms that mean the same, in any language (cms search-synonyms). */
export const searchSynonym = z.object({
  key,
  label: z.string().trim().min(1).max(200),
  terms: z.array(z.string().trim().min(1).max(100)).min(2).max(50),
})

type MenuItem = {
  key: string
  name: Localized
  description?: Localized
  path?: string
  menuType: 0 | 1
  icon?: string
  target: '_self' | '_blank'
  disabled: boolean
  status: 1 | 2
  children: MenuItem[]
}
const menuItem: z.ZodType<MenuItem, any> = z.lazy(() =>
  z.object({
    key,
    name: L,
    description: L.optional(),
    path: z.string().regex(/^(\/|https?:\/\/)/, 'must be a site path or an absolute URL').optional(),
    menuType: z.union([z.literal(0), z.literal(1)]).default(0),
    icon: z.string().optional(),
    target: z.enum(['_self', '_blank']).default('_self'),
    disabled: z.boolean().default(false),
    status: z.union([z.literal(1), z.literal(2)]).default(1),
    children: z.array(menuItem).default([]),
  }),
)
export const menu = z.object({ variant: z.union([z.literal(1), z.literal(2)]), items: z.array(menuItem).min(1) })

export const adPosition = z.object({
  key,
  placement: z.enum(['home_banner', 'home_recommended', 'product_library_home', 'mcp_home', 'model_home', 'news_reading']),
  name: L,
  description: L,
  capacity: z.number().int().positive(),
  prices: z.array(price).min(1),
})

export const servicePackage = z.object({
  key,
  kind: z.enum(['submission', 'advertising', 'update', 'deployment']),
  name: L,
  description: L,
  prices: z.array(price).default([]),
  benefits: z.array(L).default([]),
  durationDays: z.number().int().positive().optional(),
  highlighted: z.boolean().default(false),
})

export const aiService = z.object({
  key,
  kind: z.enum(['geo', 'training', 'data_labeling', 'agent_customization', 'consultation', 'hardware']),
  name: L,
  description: L,
  deliverables: z.array(L).default([]),
  priceFrom: price.optional(),
})

export const dataset = z.object({
  key,
  name: nonEmpty,
  provider: nonEmpty,
  url,
  description: L,
  license: z.string().optional(),
  size: z.string().optional(),
  modalities: z.array(z.enum(['text', 'image', 'audio', 'video', 'code', 'tabular', 'multimodal'])).default([]),
  tags: z.array(key).default([]),
  access: z.enum(['open', 'commercial', 'request']),
})

export const computeOffer = z.object({
  key,
  editorialReview,
  kind: z.enum(['cloud_server', 'gpu_leasing', 'all_in_one', 'gpu']),
  name: nonEmpty,
  provider: nonEmpty,
  url,
  description: L,
  gpu: z.string().optional(),
  /** Key of the GPU's specification (seed/data/gpus), which the compute assistant reads memory from. */
  gpuSpec: key.optional(),
  gpuCount: z.number().int().nonnegative().optional(),
  memoryGb: z.number().nonnegative().optional(),
  price: z.object({ currency, amount: z.number().nonnegative(), unit: z.enum(['hour', 'month', 'one_time']) }).refine((p) => exactIn(p.amount, p.currency), { message: 'has more decimals than the currency', path: ['amount'] }).optional(),
  regions: z.array(z.string()).optional(),
})

/** A GPU as its vendor specifies it (dense figures, per GPU), for the compute assistant. */
export const gpu = z.strictObject({
  key,
  editorialReview,
  name: nonEmpty,
  vendor: z.enum(['nvidia', 'amd', 'intel', 'apple', 'other']),
  memoryGb: z.number().positive(),
  memoryBandwidthGBs: z.number().nonnegative().optional(),
  bf16Tflops: z.number().nonnegative().optional(),
  fp8: z.boolean(),
  specUrl: url.optional(),
})

/**
 * An MCP client of the client guide: what its own documentation says it supports. A fact that
 * could not be confirmed goes into `editorialReview` (what to check), never silently into a list.
 */
export const mcpClient = z.strictObject({
  key,
  editorialReview,
  name: nonEmpty,
  vendor: nonEmpty,
  website: url,
  docsUrl: url,
  description: L,
  transports: z.array(z.enum(['stdio', 'sse', 'streamable-http'])).min(1),
  features: z.array(z.enum(['tools', 'resources', 'prompts', 'sampling', 'roots', 'elicitation', 'oauth'])).min(1),
  platforms: z.array(z.enum(['macos', 'windows', 'linux', 'web', 'vscode', 'jetbrains'])).min(1),
  configLocation: nonEmpty,
  order: z.number().int().nonnegative(),
})

/**
 * A public, order-of-magnitude figure of a product's monthly web visits, with where it comes from
 * and the month it describes; it sizes the product's sandbox traffic series (README).
 */
export const trafficEstimate = z.strictObject({
  key,
  monthlyVisits: z.number().int().positive(),
  source: nonEmpty,
  asOf: month,
  editorialReview,
})

/** When a product's domain was registered, as a registry's WHOIS/RDAP record says (README). */
export const domainFact = z.strictObject({
  key,
  /** The registered domain the date belongs to: the product's host or a parent of it. */
  domain: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain name in lower case'),
  registeredAt: date,
  source: nonEmpty,
  editorialReview,
})

export const siteSettings = z.object({
  key: z.literal('site-settings'),
  siteName: L,
  editions: z.object({
    cnDefaultLanguage: z.enum(['en', 'zh', 'zh-TW', 'ja']),
    intlDefaultLanguage: z.enum(['en', 'zh', 'zh-TW', 'ja']),
    showIosRanking: z.boolean(),
  }),
  points: z.object({ register: z.number().int().nonnegative(), dailyLogin: z.number().int().nonnegative() }),
  supportHours: L,
  contact: z.object({ email: z.email().optional(), phone: z.string().optional(), wechat: z.string().optional(), address: L.optional() }),
})

/**
 * Public ratings of another arena the leaderboard shows beside ours until our votes reach the
 * minimum (the `arena-reference-ratings` global; README). One record; one row per arena platform.
 */
export const arenaReferenceRatings = z
  .strictObject({
    key: z.literal('arena-reference-ratings'),
    sourceName: nonEmpty,
    sourceUrl: url,
    asOf: date,
    ratings: z
      .array(z.strictObject({ platform: z.enum(platformIds), model: nonEmpty, rating: z.number().positive().max(5000), votes: z.number().int().nonnegative() }))
      .min(1),
  })
  .refine((r) => new Set(r.ratings.map((x) => x.platform)).size === r.ratings.length, { message: 'one rating per platform', path: ['ratings'] })
