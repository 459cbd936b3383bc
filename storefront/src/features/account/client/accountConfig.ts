/** Settings the browser side of accounts needs, handed down from the server layout (no build-time env). */
export type AccountConfig = {
  edition: 'intl' | 'cn'
  /** Shared cookie domain of token, code and loginType (SPEC §3); empty: the page's host. */
  cookieDomain: string
  /** Cookie lifetime: the session's. */
  cookieMaxAgeSeconds: number
  loginFrameUrl: string
  mobileLoginUrl: string
  /** The source name the login frame is told (SPEC §7 query `source`). */
  source: string
  /** API language key of the page (SPEC §7 langType). */
  langType: string
  locale: string
  /** Path prefix of the page's language ('' for the default language). */
  localePrefix: string
}
