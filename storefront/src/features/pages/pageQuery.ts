import { z } from 'zod'

/**
 * ?page=n of a paginated list. Anything that is not a positive integer (abc, -1, 1e9, an array)
 * reads as page 1 rather than failing the request.
 */
const pageSchema = z.coerce.number().int().min(1).max(100_000)

export function pageFromQuery(value: string | string[] | undefined): number {
  const parsed = pageSchema.safeParse(Array.isArray(value) ? value[0] : value)
  return parsed.success ? parsed.data : 1
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>
