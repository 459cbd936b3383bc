import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { cachedPagePolicy } from './src/features/security/pagePolicy.mjs'

/**
 * Next's own page cache (memory and .next/cache on disk), plus one thing: a page is stored with
 * its Content-Security-Policy, listing the hashes of the inline scripts in that very HTML. Next
 * sends a cached page's stored headers with every answer, the first one included (the entry is
 * stored before it is answered), so a cached hit pays for no hashing and a script that was not in
 * the page when it was rendered — an injected one — does not run. Nonces cannot do this: the HTML
 * is rendered once and served to everyone (see ARCHITECTURE.md, "Headers").
 */
const Base = FileSystemCache.default ?? FileSystemCache

export default class PolicyCache extends Base {
  async set(key, data, context) {
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string' && data.html.length > 0) {
      // In place: the answer being sent holds the same headers object.
      data.headers ??= {}
      data.headers['content-security-policy'] = cachedPagePolicy(data.html, process.env)
    }
    return super.set(key, data, context)
  }
}
