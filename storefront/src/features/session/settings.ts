import { LOGIN_AFTER_401_DELAY_MS, userStore } from './userStore'

/**
 * What every /api call of a page shares: its langType and edition (set by the account provider),
 * and what a 401 does. Apart from client.ts so that the account provider, on every page, can
 * configure it without loading the request code (issue 3's first-load budget).
 */
export type ApiSettings = { langType: string; edition: 'intl' | 'cn' }

let settings: ApiSettings = { langType: 'en', edition: 'intl' }

/** Set once per page by the account provider (during its render, before any child's effect). */
export function configureApi(next: ApiSettings) {
  settings = next
}

export const apiSettings = (): Readonly<ApiSettings> => settings

/** SPEC §4, §8: code 401 logs out; the China edition then asks the visitor to sign in. */
export function handleUnauthorized() {
  userStore.clearUser()
  if (settings.edition === 'cn') setTimeout(() => userStore.setLoginShow(true), LOGIN_AFTER_401_DELAY_MS)
}
