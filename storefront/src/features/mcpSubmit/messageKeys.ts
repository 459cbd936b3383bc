import { UNSAFE_TEXT_MESSAGE } from '@aidir/cms/lib'
import { mcpSubmitMessages } from '@aidir/cms/mcpSubmit'

/**
 * The `mcpSubmit` namespace key of each English message the submission answers (`errors.<name>`,
 * named as in cms mcpSubmit/messages.ts), so the API and the page speak the reader's language.
 */
const keyByMessage = new Map<string, string>([...Object.entries(mcpSubmitMessages).map(([name, text]): [string, string] => [text, `errors.${name}`]), [UNSAFE_TEXT_MESSAGE, 'errors.unsafeText']])

export function messageKey(message: string | undefined): string {
  return (message && keyByMessage.get(message)) || 'errors.request'
}
