import { z } from 'zod'
import { httpUrl } from './orderInput'
import { orderMessages } from './orderErrors'
import { reviewMessages } from './reviewErrors'

const id = z.coerce.number().int().positive().max(2 ** 31 - 1)

/** What support may correct before approving; a field left out keeps what the customer submitted. */
export const approvalEdits = z.object({
  productName: z.string().trim().min(1, orderMessages.productName).max(120).optional(),
  officialUrl: httpUrl.optional(),
  shortDescription: z.string().trim().min(1, reviewMessages.descriptionRequired).max(500).optional(),
  category: id.optional(),
  /** null removes the submitted logo. */
  logo: id.nullable().optional(),
})
export type ApprovalEdits = z.input<typeof approvalEdits>

export const rejectionInput = z.object({
  reason: z.string({ error: reviewMessages.reasonRequired }).trim().min(3, reviewMessages.reasonRequired).max(1000),
})

/** The body of POST /api/review/{id}: one decision. */
export const reviewDecisionInput = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), edits: approvalEdits.default({}) }),
  z.object({ decision: z.literal('reject'), reason: rejectionInput.shape.reason }),
])
export type ReviewDecisionInput = z.input<typeof reviewDecisionInput>
