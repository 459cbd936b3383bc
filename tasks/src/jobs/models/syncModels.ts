import { env } from '@aidir/cms'
import { type ModelsApiClient, modelsApiClientFrom, syncModels } from '@aidir/cms/models'
import type { Handler } from '../types'

/**
 * The daily price and metadata sync (cms/src/models/syncModels.ts). Offline (no MODELS_API_URL) it
 * does nothing: prices stay curated. Each changed model's pages are revalidated by the model's own
 * change hook, after its transaction commits.
 */
export const createSyncModelsHandler =
  (options: { client?: () => ModelsApiClient | null } = {}): Handler<'models.sync'> =>
  async (_data, { payload, log }) => {
    const client = options.client ? options.client() : modelsApiClientFrom(env())
    if (!client) return { provider: 'offline' }
    const result = await syncModels(payload, client)
    if (result.missing.length > 0) log.warn({ missing: result.missing.slice(0, 20) }, 'models no longer listed by the models API')
    return {
      provider: 'api',
      listed: result.listed,
      rejected: result.rejected,
      followed: result.followed,
      changed: result.changed.map((c) => ({ key: c.key, fields: c.changes.map((x) => x.field) })),
      skippedLocked: result.skippedLocked,
      skippedCurrency: result.skippedCurrency,
    }
  }

export const syncModelsJob = createSyncModelsHandler()
