import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * react-query is provided only where it is used (components/providers/QueryProvider.tsx), to keep it
 * out of the first load of home, listing and detail pages. A page whose imports reach a module using
 * react-query must therefore render QueryProvider itself or sit under a layout that does; otherwise
 * it fails at run time with "No QueryClient set". This follows the imports statically.
 */
const src = path.resolve(import.meta.dirname, '../../storefront/src')
const app = path.join(src, 'app')

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(src, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate
  }
  return null
}

const importsCache = new Map<string, string[]>()
function importsOf(file: string): string[] {
  let list = importsCache.get(file)
  if (!list) {
    const text = readFileSync(file, 'utf8')
    list = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)]
      .map((m) => resolveImport(file, (m[1] ?? m[2])!))
      .filter((f): f is string => f !== null)
    importsCache.set(file, list)
  }
  return list
}

const usesQuery = (file: string) => /from ['"]@tanstack\/react-query['"]/.test(readFileSync(file, 'utf8')) && !file.endsWith('QueryProvider.tsx')
const providesQuery = (file: string) => /QueryProvider/.test(readFileSync(file, 'utf8'))

/** Whether the file's imports reach react-query without passing through a module that provides it. */
function reachesQuery(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  if (usesQuery(file)) return true
  return importsOf(file).some((f) => reachesQuery(f, seen))
}

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? pages(full) : /^(page|layout|error|not-found)\.tsx$/.test(e.name) ? [full] : []
  })
}

/** The layouts above a page, up to the app directory. */
function layoutsAbove(file: string): string[] {
  const found: string[] = []
  for (let dir = path.dirname(file); dir.startsWith(app); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx')
    if (existsSync(layout) && layout !== file) found.push(layout)
  }
  return found
}

describe('react-query is provided where it is used', () => {
  it('every page, layout or boundary that renders react-query is under a QueryProvider', () => {
    const missing = pages(app).filter((file) => reachesQuery(file) && !providesQuery(file) && !layoutsAbove(file).some(providesQuery))
    expect(missing.map((f) => path.relative(src, f))).toEqual([])
  })

  it('the root layout does not provide it (home, listings and details stay without it)', () => {
    expect(providesQuery(path.join(app, '[lang]', 'layout.tsx'))).toBe(false)
    expect(reachesQuery(path.join(app, '[lang]', '(home)', 'page.tsx'))).toBe(false)
    expect(reachesQuery(path.join(app, '[lang]', '(default)', 'details', '[id]', 'page.tsx'))).toBe(false)
  })
})
