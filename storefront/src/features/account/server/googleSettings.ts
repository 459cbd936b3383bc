import { env } from '@aidir/cms'
import type { OidcSettings } from '@aidir/cms/accounts'

/** SPEC §5: Google sign-in needs a configured client id. */
export const GOOGLE_CONFIG_ERROR = 'Google login config incorrect, check Client ID'

/** The Google client of this site, or null when no client id is configured. */
export function googleSettings(): OidcSettings | null {
  const settings = env()
  if (!settings.GOOGLE_CLIENT_ID) return null
  return {
    issuer: settings.GOOGLE_ISSUER,
    clientId: settings.GOOGLE_CLIENT_ID,
    clientSecret: settings.GOOGLE_CLIENT_SECRET ?? '',
    redirectUri: settings.GOOGLE_REDIRECT_URI ?? new URL('/auth/google/callback', settings.SITE_URL).toString(),
  }
}

export const readCookie = (request: Request, name: string) =>
  request.headers
    .get('cookie')
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1)
