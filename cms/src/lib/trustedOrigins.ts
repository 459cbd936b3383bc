/**
 * Origins the admin and API accept cookie-authenticated writes from (Payload `csrf`) and answer
 * cross-origin (`cors`). A loopback address has two spellings: with the default CMS_URL
 * (http://localhost:3001) an editor who opened the admin as http://127.0.0.1:3001 could sign in and
 * browse, but every save was refused as "You are not allowed to perform this action", because the
 * browser's Origin did not match. Each loopback origin is therefore trusted under both names; other
 * hosts are taken exactly as configured.
 */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

export function trustedOrigins(urls: readonly string[]): string[] {
  const origins = new Set<string>()
  for (const raw of urls) {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      continue
    }
    origins.add(url.origin)
    if (!LOOPBACK.includes(url.hostname)) continue
    for (const host of LOOPBACK) {
      const alias = new URL(url.origin)
      alias.hostname = host
      origins.add(alias.origin)
    }
  }
  return [...origins]
}
