import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every page under [lang] is kept in Next's route cache (the [lang] layout has `revalidate` and generateStaticParams).
 * A page that reads the query string, cookies or headers there fails at run time with
 * DYNAMIC_SERVER_USAGE unless it says `dynamic = 'force-dynamic'`; listing pages read their query
 * from the path instead (features/routing/listingQuery.ts). This test finds such pages before a
 * visitor does.
 */
const app = path.resolve(import.meta.dirname, '../../storefront/src/app/[lang]')

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? pages(full) : e.name === 'page.tsx' ? [full] : []
  })
}

describe('cached pages', () => {
  it('finds the pages', () => {
    expect(pages(app).length).toBeGreaterThan(20)
  })

  it.each(pages(app).map((p) => [path.relative(app, p), p]))('%s reads no request data unless it renders per request', (_name, file) => {
    const source = readFileSync(file, 'utf8')
    const readsRequest = /\bsearchParams\b|from 'next\/headers'|\bcookies\(\)|\bheaders\(\)/.test(source)
    const perRequest = /export const dynamic = 'force-dynamic'/.test(source)
    if (readsRequest) expect(perRequest, 'reads the request: needs dynamic = force-dynamic, or take the query from the path').toBe(true)
  })

  // The [lang] layout says `revalidate = 60` once for every page (lib/cachedPage.ts). A page with a
  // dynamic segment of its own is cached only if it lists its params too (an empty list).
  it('says revalidate once, in the [lang] layout', () => {
    expect(readFileSync(path.join(app, 'layout.tsx'), 'utf8')).toMatch(/^export const revalidate = 60$/m)
    for (const file of pages(app)) expect(readFileSync(file, 'utf8'), path.relative(app, file)).not.toMatch(/export const revalidate\b/)
  })

  it.each(pages(app).map((p) => [path.relative(app, p), p]))('%s is cached for each of its own params, or renders per request', (name, file) => {
    const source = readFileSync(file, 'utf8')
    const ownParams = /(^|\/)\[[^[]/.test(path.dirname(name))
    const forced = /export const dynamic = 'force-(dynamic|static)'/.test(source)
    if (ownParams && !forced) expect(source).toContain("export { generateStaticParams } from '@/lib/cachedPage'")
  })
})
