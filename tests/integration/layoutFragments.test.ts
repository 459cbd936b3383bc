import { mkdtempSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import StorefrontPageCache from '../../storefront/cacheHandler.mjs'
import { getFooterSettings } from '@/components/shell/siteSettings'
import { getNavMenu } from '@/features/navigation/navMenu'
import { dropFragments, heldFragment } from '@/features/cache/fragmentStore.mjs'
import { payload, unique } from './helpers'

/**
 * The fragments every layout holds in memory (storefront/src/features/cache/fragmentStore.mjs,
 * ARCHITECTURE.md "Shared fragments"): held until a revalidation of one of their tags reaches the
 * page cache handler, then built again from the database on the next read.
 */
type Revalidating = { revalidateTag(tags: string | string[], durations?: unknown): Promise<void> }

function pageCache(): Revalidating {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fragments-'))
  const Cache = StorefrontPageCache as unknown as new (ctx: object) => Revalidating
  return new Cache({ fs: { ...fs, existsSync: () => false }, serverDistDir: dir, revalidatedTags: [], maxMemoryCacheSize: 1_000_000, flushToDisk: false })
}

/** A held fragment that counts its builds. */
function counted<R>(key: string, tags: string[], build: () => Promise<R>) {
  let builds = 0
  return {
    read: () =>
      heldFragment(key, tags, 60_000, () => {
        builds += 1
        return build()
      }),
    builds: () => builds,
  }
}

describe('layout fragments held in memory', () => {
  it('keeps the footer settings until site-settings is revalidated, then reads the edit', async () => {
    const hours = unique('hours')
    const footer = counted(unique('footer'), ['content', 'site-settings'], () => getFooterSettings('en'))
    const before = await footer.read()
    await payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: { supportHours: hours } as never, overrideAccess: true })

    // Held: no second read of the database.
    expect(await footer.read()).toBe(before)
    expect(footer.builds()).toBe(1)

    // A tag of another record leaves it alone.
    await pageCache().revalidateTag(['products:some-product', 'products'])
    expect(await footer.read()).toBe(before)

    // The revalidation that reaches the page cache (POST /api/revalidate) drops it: the next read is the edit.
    await pageCache().revalidateTag(['site-settings'])
    expect((await footer.read()).supportHours).toBe(hours)
    expect(footer.builds()).toBe(2)
  })

  it('drops every fragment on the broad `content` tag (menus, categories and media carry it)', async () => {
    const menu = counted(unique('menu'), ['content', 'nav-menus'], () => getNavMenu('zh', 1))
    const tree = counted(unique('tree'), ['content', 'categories', 'products'], async () => ({ built: Date.now() }))
    await Promise.all([menu.read(), tree.read()])
    await pageCache().revalidateTag('content')
    await Promise.all([menu.read(), tree.read()])
    expect([menu.builds(), tree.builds()]).toEqual([2, 2])
  })

  it('shares one build between concurrent first reads and keeps no failed build', async () => {
    let calls = 0
    const key = unique('shared')
    const build = async () => {
      calls += 1
      await new Promise((r) => setTimeout(r, 20))
      if (calls === 1) throw new Error('database away')
      return calls
    }
    const first = await Promise.allSettled([heldFragment(key, ['content'], 60_000, build), heldFragment(key, ['content'], 60_000, build)])
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(calls).toBe(1)
    expect(await heldFragment(key, ['content'], 60_000, build)).toBe(2)
    dropFragments(['content'])
  })

  it('answers the held value once older than its lifetime while one build replaces it, and keeps it if that build fails', async () => {
    const key = unique('aged')
    let builds = 0
    let failing = false
    const build = async () => {
      builds += 1
      if (failing) throw new Error('database away')
      return builds
    }
    expect(await heldFragment(key, ['content'], 50, build)).toBe(1)
    expect(await heldFragment(key, ['content'], 50, build)).toBe(1)
    await new Promise((r) => setTimeout(r, 60))
    // Aged: the held value at once, the new one on the next read.
    expect(await heldFragment(key, ['content'], 50, build)).toBe(1)
    await new Promise((r) => setTimeout(r, 10))
    expect(await heldFragment(key, ['content'], 50, build)).toBe(2)
    expect(builds).toBe(2)

    failing = true
    await new Promise((r) => setTimeout(r, 60))
    expect(await heldFragment(key, ['content'], 50, build)).toBe(2)
    await new Promise((r) => setTimeout(r, 10))
    expect(await heldFragment(key, ['content'], 50, build)).toBe(2)
    dropFragments(['content'])
  })
})
