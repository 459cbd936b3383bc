import { TOO_MANY_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@aidir/cms/lib'
import { uploadMessages } from '@aidir/cms/uploads'

/** What any order API may answer besides its own messages: the route kit's refusals. */
const sharedMessages: Record<string, string> = {
  limitReached: 'Submission limit reached',
  loginFirst: 'Please login first',
  validationFailed: 'Form validation failed',
  tooMany: TOO_MANY_MESSAGE,
  unsafeText: UNSAFE_TEXT_MESSAGE,
}

/** The upload endpoint's refusals, for the order forms that upload images. */
export const uploadMessageNames: Record<string, string> = {
  uploadMissing: uploadMessages.missing,
  uploadType: uploadMessages.type,
  uploadSize: uploadMessages.size,
  uploadLimit: uploadMessages.limit,
}

export type OrderMessageKeys = ((message: string | null | undefined) => string) & { messages: Record<string, string> }

/**
 * The order pages' translator of API messages (the API speaks English, SPEC §5 and §8 wording):
 * the i18n key, in the `messages` section of the page's namespace, of each message the page's own
 * API answers with or a shared one; anything unknown reads as `fallback`. `messages` lists what it
 * knows (the translations test reads it).
 */
export function orderMessageKeys(own: Record<string, string>, fallback: string): OrderMessageKeys {
  const messages = { ...sharedMessages, ...own }
  const keyOf = new Map(Object.entries(messages).map(([key, text]) => [text, `messages.${key}`]))
  return Object.assign((message: string | null | undefined) => (message && keyOf.get(message)) || fallback, { messages })
}
