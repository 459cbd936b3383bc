import { z } from 'zod'

/** What an editor's action on an ad answers when refused, with the messages the admin shows. */
export const editorActionMessages = {
  signIn: 'Please login first',
  editorsOnly: 'Only editors can pause, resume or end an ad',
  notFound: 'No such ad campaign',
  refundRequired: "Please choose the refund: 'pro_rata' or 'none'",
  reasonRequired: 'Please give the reason for ending the ad (3 to 1000 characters)',
  reasonTooLong: 'The reason must be at most 1000 characters',
  notRunning: 'Only a running ad can be paused',
  notPaused: 'Only a paused ad can be resumed',
  ended: 'This ad has ended',
  bodyNotObject: 'The request body must be a JSON object',
  providerRefused: 'The ad has ended, but the payment provider did not take the refund: end it again to retry',
} as const

const reason = z.string({ message: editorActionMessages.reasonRequired }).trim().min(3, editorActionMessages.reasonRequired).max(1000, editorActionMessages.reasonTooLong)

/** Pause and resume take an optional note for the order's log. */
export const pauseResumeInput = z.object({ reason: z.string({ message: editorActionMessages.reasonTooLong }).trim().max(1000, editorActionMessages.reasonTooLong).optional() }, { message: editorActionMessages.bodyNotObject })

/** Ending decides the refund: the unused share of the price (`pro_rata`) or nothing, and why. */
export const endInput = z.object(
  {
    refund: z.enum(['pro_rata', 'none'], { message: editorActionMessages.refundRequired }),
    reason,
  },
  { message: editorActionMessages.bodyNotObject },
)

export type PauseResumeInput = z.infer<typeof pauseResumeInput>
export type EndInput = z.infer<typeof endInput>

export class EditorActionRefused extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 503,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'EditorActionRefused'
  }
}
