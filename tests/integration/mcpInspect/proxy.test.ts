import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TargetPolicy } from '@aidir/cms/mcpInspect'
import * as api from '../../../storefront/src/features/mcpPlayground/handlers'
import { startHostileServer, type HostileServer } from '../../fakes/hostileMcpServer'
import { startReferenceServer, type ReferenceServer } from '../../fakes/referenceMcpServer'
import { payload, userWithRole } from '../helpers'

/**
 * The playground's proxy endpoints in-process: sign-in, input checks, the answers for each fault,
 * and a call through to the protocol's reference server on 127.0.0.1 (allowed here only).
 */
let reference: ReferenceServer
let hostile: HostileServer
let token: string
let userId: number | string
const local: TargetPolicy = { protocols: ['https:', 'http:'], allowAddress: (a) => a === '127.0.0.1' }
const inspect = api.inspectHandler({ policy: local })
const callTool = api.callHandler({ policy: local })
const production = api.inspectHandler()

type Handler = (r: Request) => Promise<Response>
const post = async (handler: Handler, body: unknown, withToken = true) => {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (withToken) headers.set('authorization', `Bearer ${token}`)
  const response = await handler(new Request('http://site.test/api/mcp/inspect?langType=en', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }))
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: any } }
}

beforeAll(async () => {
  ;[reference, hostile] = await Promise.all([startReferenceServer(), startHostileServer()])
  const user = await userWithRole('customer')
  userId = user.id
  token = (await payload.login({ collection: 'users', data: { email: user.email, password: 'correct horse battery staple' } })).token!
}, 60_000)
afterAll(async () => {
  await Promise.all([reference?.stop(), hostile?.stop()])
})

describe('/api/mcp/inspect and /api/mcp/call', () => {
  it('require sign-in', async () => {
    const answer = await post(inspect, { url: reference.url }, false)
    expect(answer.status).toBe(401)
  })

  it('refuse bad input with a message, never a 500', async () => {
    expect((await post(inspect, { url: 'not a url' })).body).toMatchObject({ code: 400, message: 'Enter the https address of a remote MCP server', data: { field: 'url' } })
    expect((await post(inspect, '{oops')).status).toBe(400)
    const badHeader = await post(inspect, { url: reference.url, headers: [{ name: 'X-Key', value: 'a\r\nHost: evil' }] })
    expect(badHeader.body).toMatchObject({ code: 400, message: 'Headers must be names and values without line breaks (at most 10)' })
    expect((await post(inspect, { url: reference.url, headers: [{ name: 'Host', value: 'x' }] })).status).toBe(400)
    expect((await post(callTool, { url: reference.url, tool: '', arguments: {} })).body.message).toBe('Choose a tool')
    expect((await post(callTool, { url: reference.url, tool: 'echo', arguments: [1] })).body.message).toBe('Arguments must be a JSON object')
  })

  it('list what the reference server offers, and call a tool', async () => {
    const listed = await post(inspect, { url: reference.url })
    expect(listed.status).toBe(200)
    expect(listed.body.data.offer.tools.map((t: { name: string }) => t.name)).toContain('echo')
    expect(listed.body.data.server.protocolVersion).toBeTruthy()
    const called = await post(callTool, { url: reference.url, tool: 'get-sum', arguments: { a: 2, b: 3 } })
    expect(called.status).toBe(200)
    expect(called.body.data.result).toMatchObject({ isError: false, content: [{ type: 'text', text: expect.stringContaining('5') }] })
    expect(called.body.data.log.some((e: { text: string }) => e.text.includes('tools/call'))).toBe(true)
  })

  it('answers arguments that break the schema with the field errors, before calling', async () => {
    const answer = await post(callTool, { url: reference.url, tool: 'get-sum', arguments: { a: 'two' } })
    expect(answer.body).toMatchObject({ code: 400, message: 'The arguments do not match the tool’s input schema', data: { reason: 'invalid_arguments' } })
    expect(answer.body.data.detail.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['/a']))
  })

  it('refuses private addresses as the site is configured (no allow-list)', async () => {
    const answer = await post(production, { url: reference.url })
    expect(answer.body).toMatchObject({ code: 400, message: 'This address cannot be reached from the playground', data: { reason: 'blocked' } })
  })

  it('answers a hostile server’s faults as 4xx with the reason and the log so far', async () => {
    const redirect = await post(inspect, { url: `${hostile.base}/redirect-private` })
    expect(redirect.body.data.reason).toBe('blocked')
    const html = await post(callTool, { url: `${hostile.base}/html`, tool: 'render', arguments: {} })
    expect(html.body.data.result.content[0].text).toContain('<script>')
  })
  it('counts the caller and the target host together, and refuses with 429 and Retry-After over either', async () => {
    const narrow = api.callHandler({ policy: local, targetLimit: { max: 2, windowSeconds: 60 } })
    const request = () => new Request('http://site.test/api/mcp/call?langType=en', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ url: reference.url, tool: 'echo', arguments: { message: 'x' } }) })
    const pool = (payload.db as unknown as { pool: { query(text: string, values: unknown[]): Promise<{ rows: { hits: number }[] }> } }).pool
    const hitsOf = async (key: string) => (await pool.query('SELECT hits FROM rate_limit_counters WHERE key = $1', [key])).rows[0]?.hits ?? 0
    const target = `mcp-target:${new URL(reference.url).host}`
    const caller = `api:POST /api/mcp/call:user:${userId}`
    await pool.query('DELETE FROM rate_limit_counters WHERE key = ANY($1::text[])', [[target, caller]])
    expect((await narrow(request())).status).toBe(200)
    expect((await narrow(request())).status).toBe(200)
    const refused = await narrow(request())
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { code: number }).code).toBe(429)
    // Both counters took every call, the refused one included.
    expect([await hitsOf(target), await hitsOf(caller)]).toEqual([3, 3])
  })
})
