import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openApiDocument } from '@/features/openapi/document'

type Operation = { parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[]; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }; security?: unknown[]; responses: Record<string, { headers?: Record<string, { schema: { const?: string } }> }> }

const apiFolder = join(__dirname, '../../storefront/src/app/api')

/** Every route file under app/api with the methods it exports, as OpenAPI paths (`[id]` → `{id}`). */
function routeFiles(folder = apiFolder): { path: string; methods: string[] }[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    if (entry.name !== 'route.ts') return []
    const dir = relative(apiFolder, folder).split(sep).filter(Boolean)
    const source = readFileSync(full, 'utf8')
    const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b|\bas (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => (m[1] ?? m[2])!)
    return [{ path: `/api/${dir.map((d) => d.replace(/^\[(\w+)\]$/, '{$1}')).join('/')}`.replace(/\/$/, ''), methods }]
  })
}

describe('/api/openapi.json', () => {
  const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, Operation>> }

  it('lists every endpoint of the SPEC §7 table', () => {
    expect(doc.openapi).toBe('3.1.0')
    for (const path of ['/api/account/login', '/api/user/getUserData', '/api/account/logout', '/api/points/getUserPoints', '/api/user/getNoticePoints', '/api/account/getCoordinateCode', '/api/marketing/savePhone', '/api/marketing/verifyBindingPhone', '/api/marketing/sendCode', '/api/menu/navMenu', '/api/route/rule', '/api/updatePv']) {
      expect(doc.paths[path], path).toBeDefined()
    }
  })

  it('declares every operation of every route file under app/api (the catch-all aside)', () => {
    const files = routeFiles().filter((f) => !f.path.includes('[...'))
    expect(files.length).toBeGreaterThanOrEqual(43)
    for (const file of files) {
      expect(file.methods.length, `${file.path} exports no handler`).toBeGreaterThan(0)
      for (const method of file.methods) expect(doc.paths[file.path]?.[method.toLowerCase()], `${method} ${file.path}`).toBeDefined()
    }
    const declared = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
    const served = files.flatMap((f) => f.methods.map((m) => `${m} ${f.path}`))
    expect(declared.filter((d) => !served.includes(d)), 'declared but served by no route file').toEqual([])
  })

  it('describes parameters and bodies from the schemas the handlers validate with', () => {
    const navMenu = doc.paths['/api/menu/navMenu']!.get!
    const useWebsite = navMenu.parameters!.find((p) => p.name === 'useWebsite')!
    expect(useWebsite.in).toBe('query')
    expect(JSON.stringify(useWebsite.schema)).toContain('"1"')
    expect(navMenu.security).toBeUndefined()
    const pv = doc.paths['/api/updatePv']!.get!.parameters!
    expect(pv.filter((p) => p.required).map((p) => p.name).sort()).toEqual(['id', 'type'])
    const login = doc.paths['/api/account/login']!.post!.requestBody!.content['application/json']!.schema
    expect(login.required).toEqual(expect.arrayContaining(['code', 'loginType']))
    expect(doc.paths['/api/user/getUserData']!.get!.security).toEqual([{ bearer: [] }])
    expect(doc.paths['/api/geo/checks/{id}']!.get!.parameters!.find((p) => p.in === 'path')?.name).toBe('id')
  })

  it('states the declared Cache-Control of each success', () => {
    const cacheOf = (path: string, method = 'get') => doc.paths[path]![method]!.responses['200']!.headers!['Cache-Control']!.schema.const
    expect(cacheOf('/api/menu/navMenu')).toBe('public, max-age=300')
    expect(cacheOf('/api/geo/keywords')).toBe('public, max-age=60')
    expect(cacheOf('/api/user/getUserData')).toBe('private, no-store')
    expect(cacheOf('/api/geo/checks', 'post')).toBe('no-store')
  })
})
