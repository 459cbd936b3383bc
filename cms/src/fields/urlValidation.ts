import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { adminText } from '../admin/i18n/dictionary'
import { adminMessages } from '../admin/i18n/messages'

/**
 * Link fields an editor types by hand. Without a check a typo ("www.example.com", "example") or a
 * `javascript:` URL is saved silently and only shows up as a dead or unsafe link on the site; the
 * seed data already has to pass the same rules (seed/src/schema.ts).
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A path of this site: one leading slash (two would be a protocol-relative link to another host). */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value)
}

export const httpUrlMessage = adminMessages.httpUrl
export const pathOrUrlMessage = adminMessages.pathOrUrl

/** The editor's admin language (Payload's i18n on the request), for our messages. */
export const languageOf = (options: { req?: { i18n?: { language?: string } } }) => options.req?.i18n?.language

/** Payload's own text checks (required, length) first, then the link rule for a non-empty value. */
export const validateHttpUrl: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true) return base
  if (typeof value !== 'string' || value.trim() === '') return true
  return isHttpUrl(value.trim()) ? true : adminText(httpUrlMessage, languageOf(options))
}

export const validatePathOrUrl: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true) return base
  if (typeof value !== 'string' || value.trim() === '') return true
  const v = value.trim()
  return isSitePath(v) || isHttpUrl(v) ? true : adminText(pathOrUrlMessage, languageOf(options))
}
