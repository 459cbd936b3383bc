import { z } from 'zod'
import { proofSchema, TRACE_LIMITS } from '@aidir/cms/verification'
import { clientQuery } from '@/features/api/route/clientQuery'

/** GET /api/account/getCoordinateCode: only the common t and langType. */
export const coordinateCodeQuery = clientQuery

/**
 * POST /api/account/checkCoordinateCode: where the piece was dropped, how it got there (pointer
 * samples or key presses, [x, y, t]) and the solved proof-of-work of the puzzle.
 */
export const checkCoordinateBody = z.object({
  challengeId: z.string({ error: 'challengeId is required' }).min(16).max(64).regex(/^[A-Za-z0-9_-]+$/, { error: 'challengeId is malformed' }),
  x: z.number({ error: 'x must be a number' }).finite().min(0).max(1000),
  trace: z.object(
    {
      input: z.enum(['pointer', 'keys'], { error: 'trace.input must be pointer or keys' }),
      points: z
        .array(z.tuple([z.number().finite().min(-2000).max(2000), z.number().finite().min(-2000).max(2000), z.number().finite().min(0).max(600_000)]), { error: 'trace.points must be [x, y, t] triples' })
        .max(TRACE_LIMITS.maxPoints, { error: 'trace has too many points' }),
    },
    { error: 'trace is required' },
  ),
  proof: proofSchema,
})

export type CheckCoordinateBody = z.infer<typeof checkCoordinateBody>

/** Requests per client address per minute: enough for a person refreshing, not for a solver farm. */
export const PUZZLE_LIMITS = { newPerMinute: 30, checksPerMinute: 30 } as const
