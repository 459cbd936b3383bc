/** Lifecycle of a server in the official registry (`_meta["io.modelcontextprotocol.registry/official"].status`). */
export const registryStatuses = ['active', 'deprecated', 'deleted'] as const
export type RegistryStatus = (typeof registryStatuses)[number]
