import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { adminText } from '../admin/i18n/dictionary'
import { adminMessages } from '../admin/i18n/messages'
import { isHttpUrl, isSitePath, languageOf, pathOrUrlMessage } from '../fields/urlValidation'

/**
 * The storefront skips a rule it cannot use (a regular expression that does not compile) and treats a
 * redirect without a usable target as a block, so without these checks an editor's typo is saved,
 * reported as a success and then silently does nothing — or blocks a page instead of redirecting it.
 */
type RuleData = { match?: string; action?: string }

export const validatePattern: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true || typeof value !== 'string') return base
  const pattern = value.trim()
  const match = (options.siblingData as RuleData | undefined)?.match
  if (match === 'regex') {
    try {
      new RegExp(pattern)
      return true
    } catch (error) {
      return adminText(adminMessages.badRegex, languageOf(options), { error: (error as Error).message })
    }
  }
  if ((match === 'exact' || match === 'prefix') && !pattern.startsWith('/')) return adminText(adminMessages.pathStart, languageOf(options))
  return true
}

export const validateJumpUrl: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true) return base
  if ((options.siblingData as RuleData | undefined)?.action !== 'redirect') return true
  const jump = typeof value === 'string' ? value.trim() : ''
  if (!jump) return adminText(adminMessages.redirectTarget, languageOf(options))
  return isSitePath(jump) || isHttpUrl(jump) ? true : adminText(pathOrUrlMessage, languageOf(options))
}
