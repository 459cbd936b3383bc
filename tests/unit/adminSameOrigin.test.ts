import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Custom admin screens call the API on the admin page's own origin. Prefixing config.serverURL (CMS_URL)
 * made the rankings recompute fail with "Request error" whenever the admin was opened under another
 * host name than CMS_URL (127.0.0.1 for localhost, a proxy's name): the request went cross-origin,
 * without the session cookie.
 */
describe('custom admin screens', () => {
  const dir = path.resolve(import.meta.dirname, '../../cms/src/admin')
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f))

  it('fetch relative API paths, never serverURL', () => {
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const source = readFileSync(path.join(dir, file), 'utf8')
      expect(source, file).not.toMatch(/fetch\([^)]*serverURL/)
    }
  })
})
