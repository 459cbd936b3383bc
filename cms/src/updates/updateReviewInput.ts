import { z } from 'zod'
import { rejectionInput } from '../orders/reviewInput'

/** The body of POST /api/updates/review/{id}: apply the proposal (anyway, when the product changed since) or reject it with a reason. */
export const updateDecisionInput = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), applyAnyway: z.boolean().default(false) }),
  z.object({ decision: z.literal('reject'), reason: rejectionInput.shape.reason }),
])
export type UpdateDecisionInput = z.input<typeof updateDecisionInput>
