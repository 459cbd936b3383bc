import type { Locale } from '@aidir/cms/locales'
import { routes } from '@/lib/routes'
import { absoluteUrl, localePath } from '@/lib/site'

/** The sign-in page, returning to `path` (in the page's language) afterwards. */
export function signInHref(locale: Locale, path: string): string {
  return localePath(locale, routes.signIn(absoluteUrl(localePath(locale, path))))
}
