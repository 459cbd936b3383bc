/**
 * Which link clicks the route guard takes over, decided synchronously in the click handler; the
 * check itself (routeCheck.ts) is loaded with the first navigation.
 */

/** Same-page links (only the hash differs) never leave the page and need no check. */
export function isSamePage(url: URL, current: Location | URL): boolean {
  return url.origin === current.origin && url.pathname === current.pathname && url.search === current.search
}

/** Paths that are no pages of the app: API calls, build files, static files, the CMS admin. */
export function isAppPage(url: URL): boolean {
  if (/^\/(api|_next|builds|admin)(\/|$)/.test(url.pathname)) return false
  // A language prefix never has a dot, so the extension test can look at the whole path.
  return !/\.[a-z0-9]+$/i.test(url.pathname)
}
