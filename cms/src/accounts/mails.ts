import { env } from '../env'
import type { Locale } from '../locales'
import { composeMail, type Mail } from '../email/compose'
import { mailT } from '../email/mailTexts'

/**
 * Links in the verification and password-reset mails point at the storefront's sign-in pages in
 * the recipient's language, on the public origin (SITE_URL); `returnTo` (set by the registration
 * or reset request in req.context) travels along so the visitor lands back where they started.
 * Each mail is written once (compose.ts) and has an HTML and a plain-text part. Texts:
 * cms/src/email/locales.
 */
const prefixOf: Record<Locale, string> = { en: 'en', zh: 'zh', 'zh-TW': 'tw', ja: 'ja' }

const link = (locale: Locale, path: string, token: string | undefined, returnTo: unknown, siteUrl: string) => {
  const url = new URL(`/${prefixOf[locale]}${path}`, siteUrl)
  if (token) url.searchParams.set('token', token)
  if (typeof returnTo === 'string' && returnTo) url.searchParams.set('from', returnTo)
  return url.toString()
}

const lang = (locale: Locale) => (locale === 'zh-TW' ? 'zh-Hant' : locale === 'zh' ? 'zh-Hans' : locale)

export function verificationSubject(locale: Locale): string {
  return mailT(locale)('verify.subject')
}

export function verificationMail(token: string, returnTo: unknown, locale: Locale = 'en', siteUrl = env().SITE_URL): Mail {
  const t = mailT(locale)
  const brand = t('brand')
  return composeMail({
    subject: t('verify.subject'),
    lang: lang(locale),
    parts: [t('verify.welcome', { brand }), t('verify.action'), { link: link(locale, '/auth/verify', token, returnTo, siteUrl) }, t('verify.ignore')],
  })
}

export function resetSubject(locale: Locale): string {
  return mailT(locale)('reset.subject')
}

export function resetMail(token: string, returnTo: unknown, locale: Locale = 'en', siteUrl = env().SITE_URL): Mail {
  const t = mailT(locale)
  const brand = t('brand')
  return composeMail({
    subject: t('reset.subject'),
    lang: lang(locale),
    parts: [t('reset.intro', { brand }), t('reset.action'), { link: link(locale, '/auth/reset', token, returnTo, siteUrl) }, t('reset.ignore')],
  })
}

/** Sent instead of a second account, so the registration answer does not tell who has one. */
export function alreadyRegisteredMail(returnTo: unknown, locale: Locale = 'en', siteUrl = env().SITE_URL): Mail {
  const t = mailT(locale)
  return composeMail({
    subject: t('taken.subject'),
    lang: lang(locale),
    parts: [t('taken.intro', { brand: t('brand') }), t('taken.signIn'), { link: link(locale, '/auth/login', undefined, returnTo, siteUrl) }, t('taken.reset'), t('taken.ignore')],
  })
}
