import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The first-load JavaScript budget (issue 3: under 150 KB gzipped) leaves no room for i18next in
 * the browser: client components read their texts through `@/i18n/client`, server components
 * through `getT`. This keeps an import from sneaking the library back into every page.
 */
const src = path.resolve(import.meta.dirname, '../../storefront/src')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? sources(full) : /\.(ts|tsx)$/.test(e.name) ? [full] : []
  })
}

describe('client bundles', () => {
  it('never import react-i18next, nor i18next in a client module', () => {
    const offenders = sources(src).filter((file) => {
      const text = readFileSync(file, 'utf8')
      if (/from ['"]react-i18next['"]/.test(text)) return true
      return /^['"]use client['"]/m.test(text) && /^import (?!type )[^\n]*from ['"]i18next['"]/m.test(text)
    })
    expect(offenders.map((f) => path.relative(src, f))).toEqual([])
  })
})
