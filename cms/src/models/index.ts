/** AI models: the price and metadata sync from an OpenRouter-style models API, and its history. */
export { createModelsApiClient, type ModelsApiClient } from './modelsApiClient'
export { modelsApiClientFrom } from './provider'
export { syncModels, planChanges, type SyncModelsResult, type ModelChange } from './syncModels'
export { proposedValues, scaledDecimal, type ApiEntry, type SyncedValue } from './apiEntry'
export { syncedFields, isPriceField, type SyncedField } from './syncedFields'
