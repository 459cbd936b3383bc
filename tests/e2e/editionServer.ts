import { startStorefrontOnRedis } from '../support/storefrontServer'

/**
 * A second `next start` of the same build with other settings (e.g. EDITION=cn), on the same test
 * database; its public address is its own, so the login frame defaults to its /auth/login. Like
 * the suite's storefront it caches in Redis, a Redis of its own: pages are keyed by edition and
 * build only, and this one renders other addresses, sign-in and default language into them.
 */
export function startStorefront(extraEnv: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  return startStorefrontOnRedis((url) => ({ SITE_URL: url, ...extraEnv }))
}
