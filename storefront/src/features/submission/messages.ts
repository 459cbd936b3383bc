import { UNSAFE_TEXT_MESSAGE } from '@aidir/cms/lib'
import { TOO_MANY_MESSAGE } from '@aidir/cms/lib'
import { orderMessages } from '@aidir/cms/orders'
import { uploadMessages } from '@aidir/cms/uploads'

/**
 * Every message the order API answers with (SPEC §5 and §8 wording). The API speaks English; the
 * page shows each in the reader's language (namespace submission, section messages).
 */
const apiMessages: Record<string, string> = {
  ...orderMessages,
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

/** The i18n key of an API message; anything unknown reads as the generic submission failure. */
export const messageKey = (message: string | null | undefined): string => (message && keyOf.get(message)) || 'messages.submitFailed'

/** The form fields a message may sit beside (the API's `data.field`, the schema's issue path). */
export const formFields = ['packageId', 'productName', 'officialUrl', 'contactEmail', 'category', 'shortDescription', 'logo'] as const
export type FormField = (typeof formFields)[number]
