import { startBuiltStorefront } from '../support/storefrontServer'

/**
 * A second `next start` of the same build with other settings (e.g. EDITION=cn), on the same test
 * database; its public address is its own, so the login frame defaults to its /auth/login.
 */
export function startStorefront(extraEnv: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  return startBuiltStorefront((url) => ({ SITE_URL: url, ...extraEnv }))
}
