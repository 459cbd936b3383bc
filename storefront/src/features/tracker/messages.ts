import { UNSAFE_TEXT_MESSAGE } from '@aidir/cms/lib'
import { trackerMessages } from '@aidir/cms/tracker'

/**
 * Every message the tracker API answers with. The API speaks English (SPEC wording where the spec
 * gives one); the pages show each in the reader's language through `messageKeys`.
 */
export const trackerApiMessages = {
  ...trackerMessages,
  notFound: 'Tracker not found',
  noContent: 'No content',
  websiteUnreadable: 'Cannot obtain website information at present',
  requestError: 'Request error',
  unsafeText: UNSAFE_TEXT_MESSAGE,
} as const

/** The i18n key (namespace tracker, section messages) of each API message. */
export const messageKeys: Record<string, string> = Object.fromEntries(Object.entries(trackerApiMessages).map(([key, text]) => [text, `messages.${key}`]))
