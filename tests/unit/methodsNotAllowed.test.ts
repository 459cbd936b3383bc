import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { methodsNotAllowed } from '@/features/api/route/methodsNotAllowed'

const apiFolder = join(__dirname, '../../storefront/src/app/api')
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

function routeFiles(folder = apiFolder): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return entry.name === 'route.ts' ? [full] : []
  })
}

/** Names a route file exports, plain (`export const GET`), re-exported (`as GET`) or destructured. */
function exportedMethods(source: string): string[] {
  const plain = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b|\bas (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => (m[1] ?? m[2])!)
  const destructured = [...source.matchAll(/export const \{([^}]+)\}/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()))
  return [...plain, ...destructured]
}

describe('methods a route does not serve', () => {
  it('answers 405 with the envelope and Allow', async () => {
    const { PUT } = methodsNotAllowed('GET', 'POST')
    const response = await PUT(new Request('http://site.test/api/geo/checks', { method: 'PUT' }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ code: 405, message: 'Method not allowed', data: null })
  })

  it('is the answer of every route file for every method it does not serve', () => {
    for (const file of routeFiles()) {
      const exported = exportedMethods(readFileSync(file, 'utf8'))
      expect([...exported].sort(), file).toEqual([...methods].sort())
    }
  })
})
