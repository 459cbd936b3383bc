import { geoCheckMessages } from '@aidir/cms/geo'
import { EXPORT_NOT_READY } from '@aidir/cms/geo'
import { geoLeadMessages } from '@aidir/cms/geo'
import { UNSAFE_TEXT_MESSAGE } from '@aidir/cms/lib'

/**
 * Every message the GEO API answers with (SPEC §5 and §8 wording where the spec gives one). The
 * API speaks English; the pages show each one in the reader's language through `messageKeys`.
 */
export const geoApiMessages = {
  ...geoCheckMessages,
  ...geoLeadMessages,
  loginFirst: 'Please login first',
  validationFailed: 'Form validation failed',
  exportNotReady: EXPORT_NOT_READY,
  retrySucceeded: 'retry succeeded',
  retryFailed: 'Retry failed',
  submitted: 'Submitted successfully',
  notFound: 'No content',
  requestError: 'Request error',
  unsafeText: UNSAFE_TEXT_MESSAGE,
} as const

/** The i18n key (namespace geo, section messages) of each API message. */
export const messageKeys: Record<string, string> = Object.fromEntries(Object.entries(geoApiMessages).map(([key, text]) => [text, `messages.${key}`]))
