/**
 * The model fields the price and metadata sync may write, by path. Editors lock any of them on a
 * model (`sync.lockedFields`) to keep a curated value; the history (`ai-model-changes`) names them
 * the same way.
 */
export const syncedFields = [
  'contextWindow',
  'maxOutputTokens',
  'pricing.input',
  'pricing.cachedInput',
  'pricing.cacheWrite',
  'pricing.output',
  'pricing.reasoning',
  'modalities.input',
  'modalities.output',
  'features.tools',
  'features.structuredOutput',
  'features.reasoning',
  'features.vision',
] as const

export type SyncedField = (typeof syncedFields)[number]

export const isPriceField = (field: SyncedField) => field.startsWith('pricing.')

/** Labels for the admin's lock list and history (translated by the admin's dictionary). */
export const syncedFieldLabels: Record<SyncedField, string> = {
  contextWindow: 'Context window',
  maxOutputTokens: 'Maximum output',
  'pricing.input': 'Input price',
  'pricing.cachedInput': 'Cached input price',
  'pricing.cacheWrite': 'Cache write price',
  'pricing.output': 'Output price',
  'pricing.reasoning': 'Reasoning price',
  'modalities.input': 'Input modalities',
  'modalities.output': 'Output modalities',
  'features.tools': 'Tool calling',
  'features.structuredOutput': 'Structured output',
  'features.reasoning': 'Reasoning',
  'features.vision': 'Vision',
}
