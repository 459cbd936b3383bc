import { z } from 'zod'
import { clientQuery } from '@/features/api/route/clientQuery'

/** GET /api/account/getCoordinateCode: only the common t and langType. */
export const coordinateCodeQuery = clientQuery

/** POST /api/account/checkCoordinateCode: where the piece was dropped, and optionally how it got there. */
export const checkCoordinateBody = z.object({
  challengeId: z.string({ error: 'challengeId is required' }).min(16).max(64).regex(/^[A-Za-z0-9_-]+$/, { error: 'challengeId is malformed' }),
  x: z.number({ error: 'x must be a number' }).finite().min(0).max(1000),
  trace: z
    .array(z.tuple([z.number().finite().min(-50).max(1000), z.number().finite().min(0).max(600_000)]))
    .max(500, { error: 'trace has too many points' })
    .optional(),
})

export type CheckCoordinateBody = z.infer<typeof checkCoordinateBody>

/** Requests per client address per minute: enough for a person refreshing, not for a solver farm. */
export const PUZZLE_LIMITS = { newPerMinute: 30, checksPerMinute: 30 } as const
