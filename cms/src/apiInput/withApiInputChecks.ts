import type { CollectionConfig, GlobalConfig } from 'payload'
import { checkGlobalOperationInput, checkOperationInput } from './operationInput'

/** Every collection and global checks REST and GraphQL input first, before any hook of its own. */
export function withApiInputChecks(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) => ({ ...c, hooks: { ...c.hooks, beforeOperation: [checkOperationInput, ...(c.hooks?.beforeOperation ?? [])] } }))
}

export function withGlobalApiInputChecks(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((g) => ({ ...g, hooks: { ...g.hooks, beforeOperation: [checkGlobalOperationInput, ...(g.hooks?.beforeOperation ?? [])] } }))
}
