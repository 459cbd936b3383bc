import type { LogoMedia } from '@/features/logo/media'
import type { Money } from '@aidir/cms/lib'

/** AI model records as the storefront shows them, in one language. */
export const modalities = ['text', 'image', 'audio', 'video', 'embedding'] as const
export type Modality = (typeof modalities)[number]

/** Per-million-token prices as stored: money at `tokenPriceScale` (cms lib/money.ts); null when not published. */
export type ModelPricing = { input: Money | null; cachedInput: Money | null; cacheWrite: Money | null; output: Money | null; reasoning: Money | null }

export const modelFeatures = ['tools', 'structuredOutput', 'reasoning', 'vision'] as const
export type ModelFeature = (typeof modelFeatures)[number]

/** A published score with where and when it was published (either may be unknown). */
export type Benchmark = { name: string; score: number; source: string | null; date: string | null }

/** A change the price sync made, as the detail page lists it. */
export type PriceChange = { field: 'input' | 'cachedInput' | 'cacheWrite' | 'output' | 'reasoning'; before: Money | null; after: Money | null; changedAt: string }

export type ModelRow = {
  key: string
  name: string
  provider: string
  input: Modality[]
  output: Modality[]
  contextWindow: number | null
  pricing: ModelPricing
  releaseDate: string | null
  openWeights: boolean
  /** The provider's logo (captured or an editor's); null shows the provider's monogram. */
  providerLogo: LogoMedia | null
}

/** What the compare page and the cost calculator show of every model. */
export type ComparableModel = ModelRow & {
  maxOutputTokens: number | null
  benchmarks: Benchmark[]
  license: string | null
  features: Record<ModelFeature, boolean>
}

export type ModelDetail = ComparableModel & {
  url: string | null
  description: string
  tags: { key: string; name: string }[]
  /** The latest price changes made by the sync, newest first. */
  priceChanges: PriceChange[]
}
