import { env } from '../env'
import type { Locale } from '../locales'
import { mailT } from '../email/mailTexts'

/**
 * Links in the verification and password-reset mails point at the storefront's sign-in pages in
 * the recipient's language; `returnTo` (set by the registration or reset request in req.context)
 * travels along so the visitor lands back where they started. Texts: cms/src/email/locales.
 */
const prefixOf: Record<Locale, string> = { en: 'en', zh: 'zh', 'zh-TW': 'tw', ja: 'ja' }

const link = (locale: Locale, path: string, token: string, returnTo: unknown) => {
  const url = new URL(`/${prefixOf[locale]}${path}`, env().SITE_URL)
  url.searchParams.set('token', token)
  if (typeof returnTo === 'string' && returnTo) url.searchParams.set('from', returnTo)
  return url.toString()
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

const lang = (locale: Locale) => (locale === 'zh-TW' ? 'zh-Hant' : locale === 'zh' ? 'zh-Hans' : locale)

export function verificationSubject(locale: Locale): string {
  return mailT(locale)('verify.subject')
}

export function verificationMail(token: string, returnTo: unknown, locale: Locale = 'en'): string {
  const t = mailT(locale)
  const brand = t('brand')
  const href = escape(link(locale, '/auth/verify', token, returnTo))
  return `<div lang="${lang(locale)}"><p>${t('verify.welcome', { brand })}</p><p>${t('verify.action')}</p><p><a href="${href}">${href}</a></p><p>${t('verify.ignore')}</p></div>`
}

export function resetSubject(locale: Locale): string {
  return mailT(locale)('reset.subject')
}

export function resetMail(token: string, returnTo: unknown, locale: Locale = 'en'): string {
  const t = mailT(locale)
  const brand = t('brand')
  const href = escape(link(locale, '/auth/reset', token, returnTo))
  return `<div lang="${lang(locale)}"><p>${t('reset.intro', { brand })}</p><p>${t('reset.action')}</p><p><a href="${href}">${href}</a></p><p>${t('reset.ignore')}</p></div>`
}
