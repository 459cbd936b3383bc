/**
 * A review decision refused, with the message support sees: `status` is the HTTP status the review
 * endpoint answers.
 */
export class ReviewRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ReviewRefused'
  }
}

export const reviewMessages = {
  staffOnly: 'Only support staff can review submissions',
  notFound: 'No such order',
  reasonRequired: 'Please give the reason for the rejection',
  categoryRequired: 'Please select a category',
  descriptionRequired: 'Please enter a short description',
  alreadyRejected: 'This submission was rejected: it can no longer be approved',
  alreadyApproved: 'This submission was approved: it can no longer be rejected',
  notInReview: 'This order is not waiting for review',
} as const
