import { scenarioMessages } from '@aidir/cms/recommend'
import { UNSAFE_TEXT_MESSAGE } from '@aidir/cms/lib'

/**
 * Every message the recommendation API answers with. The API speaks English; the pages show each
 * one in the reader's language through `messageKeys` (namespace recommend, section messages).
 */
export const recommendApiMessages = {
  ...scenarioMessages,
  validationFailed: 'Form validation failed',
  loginFirst: 'Please login first',
  noRecommendations: 'No recommendations',
  requestError: 'Request error',
  tooMany: 'Too many attempts, please try again later',
  unsafeText: UNSAFE_TEXT_MESSAGE,
} as const

export const messageKeys: Record<string, string> = Object.fromEntries(Object.entries(recommendApiMessages).map(([key, text]) => [text, `messages.${key}`]))
