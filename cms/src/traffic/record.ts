import { z } from 'zod'

/** One domain's figures for one period, as every provider and import format yields them. */
export const sourceKeys = ['direct', 'search', 'email', 'referral', 'social', 'display'] as const
export type SourceKey = (typeof sourceKeys)[number]

const share = z.number().min(0).max(1)

export const trafficRecordSchema = z.object({
  domain: z.string().min(3).max(300),
  /** Period label of the record's granularity: `2026-10` or `2026-W45`. */
  period: z.string(),
  visits: z.number().int().min(0),
  uniqueVisitors: z.number().int().min(0).optional(),
  pagesPerVisit: z.number().min(0).max(1000).optional(),
  /** Seconds. */
  avgVisitDuration: z.number().min(0).max(86_400).optional(),
  bounceRate: share.optional(),
  sources: z.partialRecord(z.enum(sourceKeys), share).optional(),
  /** ISO 3166-1 alpha-2 (lower case) → share of visits. */
  countries: z.record(z.string().regex(/^[a-z]{2}$/, 'country codes are ISO 3166-1 alpha-2'), share).optional(),
})
export type TrafficRecord = z.infer<typeof trafficRecordSchema>

export const appRecordSchema = z.object({
  store: z.enum(['ios', 'android']),
  appId: z.string().min(2).max(200),
  /** The product's domain, to match the app to a product. */
  domain: z.string().min(3).max(300),
  period: z.string(),
  downloads: z.number().int().min(0),
  activeUsers: z.number().int().min(0).optional(),
  rating: z.number().min(0).max(5).optional(),
  ratingsCount: z.number().int().min(0).optional(),
})
export type AppRecord = z.infer<typeof appRecordSchema>
