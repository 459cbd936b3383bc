import { adMessages } from '@aidir/cms/ads'
import { TOO_MANY_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@aidir/cms/lib'
import { orderMessages } from '@aidir/cms/orders'

/** Every message the ad order API answers with; the page shows each in the reader's language (namespace ads, section messages). */
const apiMessages: Record<string, string> = {
  ...adMessages,
  paymentFailed: orderMessages.paymentFailed,
  limitReached: 'Submission limit reached',
  loginFirst: 'Please login first',
  validationFailed: 'Form validation failed',
  tooMany: TOO_MANY_MESSAGE,
  unsafeText: UNSAFE_TEXT_MESSAGE,
}

const keyOf = new Map(Object.entries(apiMessages).map(([key, text]) => [text, `messages.${key}`]))

export const adMessageKey = (message: string | null | undefined): string => (message && keyOf.get(message)) || 'messages.failed'

export const adFormFields = ['productKey', 'contactEmail', 'positionKey'] as const
export type AdFormField = (typeof adFormFields)[number]
