import { TOO_MANY_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@aidir/cms/lib'
import { orderMessages } from '@aidir/cms/orders'
import { uploadMessages } from '@aidir/cms/uploads'
import { updateMessages } from '@aidir/cms/updates'

/** Every message the update API answers with; the page shows each in the reader's language (namespace updates, section messages). */
const apiMessages: Record<string, string> = {
  ...updateMessages,
  paymentFailed: orderMessages.paymentFailed,
  uploadMissing: uploadMessages.missing,
  uploadType: uploadMessages.type,
  uploadSize: uploadMessages.size,
  uploadLimit: uploadMessages.limit,
  limitReached: 'Submission limit reached',
  loginFirst: 'Please login first',
  validationFailed: 'Form validation failed',
  tooMany: TOO_MANY_MESSAGE,
  unsafeText: UNSAFE_TEXT_MESSAGE,
}

const keyOf = new Map(Object.entries(apiMessages).map(([key, text]) => [text, `messages.${key}`]))

/** The i18n key of an API message; anything unknown reads as the generic failure. */
export const messageKey = (message: string | null | undefined): string => (message && keyOf.get(message)) || 'messages.submitFailed'
