import { describe, expect, it } from 'vitest'
import { openApiDocument } from '@/features/api/openapi'

type Operation = { parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[]; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }; security?: unknown[] }

describe('/api/openapi.json', () => {
  const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, Operation>> }

  it('lists every endpoint of the SPEC §7 table', () => {
    expect(doc.openapi).toBe('3.1.0')
    for (const path of ['/api/account/login', '/api/user/getUserData', '/api/account/logout', '/api/points/getUserPoints', '/api/user/getNoticePoints', '/api/account/getCoordinateCode', '/api/marketing/savePhone', '/api/marketing/verifyBindingPhone', '/api/marketing/sendCode', '/api/menu/navMenu', '/api/route/rule', '/api/updatePv']) {
      expect(doc.paths[path], path).toBeDefined()
    }
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
  })
})
