import type { Locale } from '../locales'

export type RecommendationKind = 'solutions' | 'assistant'
export type RecommendedEntity = 'products' | 'mcp-servers' | 'ai-models'

/** One recommended item of a step, with the facts a card shows and why it was picked. */
export type PlanItem = {
  entity: RecommendedEntity
  key: string
  name: string
  tagline: string
  /** Products: their pricing model (free, freemium, free_trial, paid, contact, open_source); MCP servers and models: null. */
  priceType: string | null
  reason: string
}

/** A step of the scenario: what the visitor needs there and what serves it. */
export type PlanStep = {
  /** The category the step is about (its key and name in the answer's language). */
  category: { key: string; name: string }
  /** The words of the scenario that asked for this step, as written. */
  need: string
  items: PlanItem[]
}

export type Plan = {
  cacheId: string
  kind: RecommendationKind
  scenario: string
  /** The language the answer is written in. */
  locale: Locale
  /** The language the scenario was written in (retrieval reads the index in it). */
  scenarioLocale: Locale
  steps: PlanStep[]
  /** `offline`, or the LLM platform that ranked and explained. */
  engine: string
  /** The offline engine answered (the UI labels it "sandbox"). */
  sandbox: boolean
  /** The LLM platform failed and the offline answer was given instead. */
  fallback: boolean
  createdAt: string
}

export type Answer = { plan: Plan; fromStore: boolean }
