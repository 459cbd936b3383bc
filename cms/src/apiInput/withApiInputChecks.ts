import type { SanitizedConfig } from 'payload'
import { checkGlobalOperationInput, checkOperationInput } from './operationInput'
import { withRouteFixes } from './payloadRouteFixes'

/**
 * Every collection and global, Payload's own included (preferences, locked documents, key-value
 * store), checks REST and GraphQL input before any hook of its own (operationInput.ts). Applied
 * to the sanitized config because Payload adds its own collections and default routes while
 * sanitizing. A collection or global without versions loses the `/versions` routes Payload
 * registers for all of them: they would query a table that does not exist (a 500); now a 404.
 * Two more of Payload's routes get a 404 for what does not exist (payloadRouteFixes.ts).
 */
const versionRoute = (path: string) => path === '/versions' || path.startsWith('/versions/')

export function withApiInputChecks(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [checkOperationInput, ...(collection.hooks.beforeOperation ?? [])]
    if (!collection.versions && Array.isArray(collection.endpoints)) collection.endpoints = collection.endpoints.filter((e) => !versionRoute(e.path))
    withRouteFixes(collection)
  }
  for (const global of config.globals) {
    global.hooks.beforeOperation = [checkGlobalOperationInput, ...(global.hooks.beforeOperation ?? [])]
    if (!global.versions && Array.isArray(global.endpoints)) global.endpoints = global.endpoints.filter((e) => !versionRoute(e.path))
  }
  return config
}
