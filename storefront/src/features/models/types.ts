/** AI model records as the storefront shows them, in one language. */
export const modalities = ['text', 'image', 'audio', 'video', 'embedding'] as const
export type Modality = (typeof modalities)[number]

export type ModelPricing = { currency: string | null; input: number | null; cachedInput: number | null; output: number | null }

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
}

export type ModelDetail = ModelRow & {
  url: string | null
  description: string
  maxOutputTokens: number | null
  benchmarks: { name: string; score: number }[]
  license: string | null
  tags: { key: string; name: string }[]
}
