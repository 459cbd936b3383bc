import { env } from '../env'
import type { Locale } from '../locales'
import { mailT } from '../email/mailTexts'

/**
 * Links in the verification and password-reset mails point at the storefront's sign-in pages in
 * the recipient's language; `returnTo` (set by the registration or reset request in req.context)
 * travels along so the visitor lands back where they started. Texts: cms/src/email/locales.
 */
const prefixOf: Record<Locale, string> = { en: 'en', zh: 'zh', 'zh-TW': 'tw', ja: 'ja' }

const link = (locale: Locale, path: string, token: string | undefined, returnTo: unknown) => {
  const url = new URL(`/${prefixOf[locale]}${path}`, env().SITE_URL)
  if (token) url.searchParams.set('token', token)
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

export function alreadyRegisteredSubject(locale: Locale): string {
  return mailT(locale)('taken.subject')
}

/** Sent instead of a second account, so the registration answer does not tell who has one. */
export function alreadyRegisteredMail(returnTo: unknown, locale: Locale = 'en'): string {
  const t = mailT(locale)
  const href = escape(link(locale, '/auth/login', undefined, returnTo))
  return `<div lang="${lang(locale)}"><p>${t('taken.intro', { brand: t('brand') })}</p><p>${t('taken.signIn')}</p><p><a href="${href}">${href}</a></p><p>${t('taken.reset')}</p><p>${t('taken.ignore')}</p></div>`
}
