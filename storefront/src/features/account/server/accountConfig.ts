import { env, localeMeta, type Locale } from '@aidir/cms'
import type { AccountConfig } from '../client/accountConfig'
import { defaultLocale } from '@/lib/site'

/** The browser's account settings for a page in `locale`, from the server's configuration. */
export function accountConfig(locale: Locale): AccountConfig {
  const settings = env()
  return {
    edition: settings.EDITION,
    cookieDomain: settings.COOKIE_DOMAIN ?? '',
    cookieMaxAgeSeconds: settings.SESSION_TTL_SECONDS,
    loginFrameUrl: settings.LOGIN_FRAME_URL,
    mobileLoginUrl: settings.MOBILE_LOGIN_URL,
    source: new URL(settings.SITE_URL).hostname,
    langType: localeMeta[locale].apiKey,
    locale,
    localePrefix: locale === defaultLocale() ? '' : `/${localeMeta[locale].prefix}`,
  }
}
