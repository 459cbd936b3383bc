import type { Locale } from '@aidir/cms/locales'
import { resources } from './resources'
import type { Texts } from './translate'

/**
 * The texts every page hands its client components (the root layout's provider): `common`,
 * `account` and `errors`, less the parts of `common` that only server components read (the
 * footer, link names, breadcrumbs, social images…). They travel in every page's hydration data, so
 * what no client component asks for stays out. A client component that needs one of these keys
 * gets it from its server parent as a prop.
 */
const SERVER_ONLY_COMMON = ['site', 'a11y', 'breadcrumbs', 'footer', 'links', 'logo', 'og']
/**
 * The parts of `account` only the sign-in pages and the user centre read (the forms, Google sign-in,
 * the centre's tabs, the forms' error messages): those pages add them (AccountPageTexts), every
 * other page goes without. The save heart, on every page, keeps the two errors it shows.
 */
const ACCOUNT_PAGE_ONLY = ['auth', 'google', 'centre']
const EVERY_PAGE_ACCOUNT_ERRORS = ['generic', 'rateLimited']

const cache = new Map<Locale, Record<string, Texts>>()

export function clientBundles(locale: Locale): Record<string, Texts> {
  let bundles = cache.get(locale)
  if (!bundles) {
    const common = Object.fromEntries(Object.entries(resources[locale].common as Texts).filter(([key]) => !SERVER_ONLY_COMMON.includes(key)))
    const all = resources[locale].account as Texts
    const account = Object.fromEntries(Object.entries(all).filter(([key]) => !ACCOUNT_PAGE_ONLY.includes(key)))
    account.errors = Object.fromEntries(Object.entries(all.errors as Texts).filter(([key]) => EVERY_PAGE_ACCOUNT_ERRORS.includes(key)))
    bundles = { common, account, errors: resources[locale].errors as Texts }
    cache.set(locale, bundles)
  }
  return bundles
}

/** The parts of `account` the layout leaves out, for the pages that read them (AccountPageTexts). */
export function accountPageTexts(locale: Locale): Texts {
  const all = resources[locale].account as Texts
  return Object.fromEntries(Object.entries(all).filter(([key]) => ACCOUNT_PAGE_ONLY.includes(key) || key === 'errors'))
}
