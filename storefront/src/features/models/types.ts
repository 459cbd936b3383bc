import type { LogoMedia } from '@/features/logo/media'
import type { Money } from '@aidir/cms/lib'

/** AI model records as the storefront shows them, in one language. */
export const modalities = ['text', 'image', 'audio', 'video', 'embedding'] as const
export type Modality = (typeof modalities)[number]

/** Per-million-token prices as stored: money at `tokenPriceScale` (cms lib/money.ts); null when not published. */
export type ModelPricing = { input: Money | null; cachedInput: Money | null; output: Money | null }

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

export type ModelDetail = ModelRow & {
  url: string | null
  description: string
  maxOutputTokens: number | null
  benchmarks: { name: string; score: number }[]
  license: string | null
  tags: { key: string; name: string }[]
}
