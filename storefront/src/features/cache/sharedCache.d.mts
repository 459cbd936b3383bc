import type { z } from 'zod'

export const redisUrl: z.ZodURL
export type SharedCacheStatus = { store: 'local' | 'redis'; state: 'ok' | 'degraded'; downSince?: string }
export function sharedCacheStatus(): SharedCacheStatus
export function sharedCacheHandlers(options: { url: string; keyPrefix: string; channel?: string; timeoutMs?: number }): unknown[]
