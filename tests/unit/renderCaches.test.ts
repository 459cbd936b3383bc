import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { dropRenderCaches, dropRenderCachesUnlessSameSource } from '../../scripts/lib/build'

/** What a server caches at run time: a regenerated page and a data read. */
function cacheSomething(nextDir: string) {
  for (const file of [['server', 'route-cache', 'page.html'], ['cache', 'fetch-cache', 'entry']]) {
    mkdirSync(path.join(nextDir, ...file.slice(0, -1)), { recursive: true })
    writeFileSync(path.join(nextDir, ...file), 'x')
  }
}
const site = { siteUrl: 'http://localhost:3000', defaultLanguage: 'en' }
const intl = (database: string) => ({ database, edition: 'intl', ...site })
const cached = (nextDir: string) => existsSync(path.join(nextDir, 'server', 'route-cache', 'page.html')) && existsSync(path.join(nextDir, 'cache', 'fetch-cache', 'entry'))

describe('render caches across restarts', () => {
  const dirs: string[] = []
  const nextDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'next-cache-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

  it('keeps what was cached from the same database and drops what came from another', () => {
    const dir = nextDir()
    cacheSomething(dir)
    // No record of where the cache came from: dropped, and this database recorded.
    expect(dropRenderCachesUnlessSameSource('storefront', intl('cluster-1:16384'), dir)).toBe(true)
    expect(cached(dir)).toBe(false)
    cacheSomething(dir)
    expect(dropRenderCachesUnlessSameSource('storefront', intl('cluster-1:16384'), dir)).toBe(false)
    expect(cached(dir)).toBe(true)
    expect(dropRenderCachesUnlessSameSource('storefront', intl('cluster-2:16384'), dir)).toBe(true)
    expect(cached(dir)).toBe(false)
  })

  it('never keeps pages rendered for the other edition on the same data, either way', () => {
    const dir = nextDir()
    dropRenderCachesUnlessSameSource('storefront', intl('cluster-1:16384'), dir)
    cacheSomething(dir)
    // Same database, EDITION switched to cn: the international pages go.
    expect(dropRenderCachesUnlessSameSource('storefront', { database: 'cluster-1:16384', edition: 'cn', ...site }, dir)).toBe(true)
    expect(cached(dir)).toBe(false)
    cacheSomething(dir)
    expect(dropRenderCachesUnlessSameSource('storefront', { database: 'cluster-1:16384', edition: 'cn', ...site }, dir)).toBe(false)
    expect(cached(dir)).toBe(true)
    // And back: the China edition's pages go.
    expect(dropRenderCachesUnlessSameSource('storefront', intl('cluster-1:16384'), dir)).toBe(true)
    expect(cached(dir)).toBe(false)
  })

  it('forgets the database once the caches are dropped for another reason (a test run)', () => {
    const dir = nextDir()
    dropRenderCachesUnlessSameSource('storefront', intl('cluster-1:16384'), dir)
    dropRenderCaches('storefront', dir)
    cacheSomething(dir)
    expect(dropRenderCachesUnlessSameSource('storefront', intl('cluster-1:16384'), dir)).toBe(true)
    expect(cached(dir)).toBe(false)
  })

  it('drops pages rendered under another public address or default language, whose URLs they carry', () => {
    const dir = nextDir()
    dropRenderCachesUnlessSameSource('storefront', intl('cluster-1:16384'), dir)
    cacheSomething(dir)
    // Same data and edition, the site moved from localhost to its public address: canonical URLs,
    // og:url, hreflang and JSON-LD of every cached page named the old origin.
    const moved = { ...intl('cluster-1:16384'), siteUrl: 'https://directory.example.org' }
    expect(dropRenderCachesUnlessSameSource('storefront', moved, dir)).toBe(true)
    expect(cached(dir)).toBe(false)
    cacheSomething(dir)
    expect(dropRenderCachesUnlessSameSource('storefront', moved, dir)).toBe(false)
    expect(cached(dir)).toBe(true)
    // Another default language changes which pages are unprefixed, so every alternate link.
    expect(dropRenderCachesUnlessSameSource('storefront', { ...moved, defaultLanguage: 'ja' }, dir)).toBe(true)
    expect(cached(dir)).toBe(false)
  })
})
