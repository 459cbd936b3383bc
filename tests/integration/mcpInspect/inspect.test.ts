import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callRemoteTool, inspectServer, InspectError, type Caps, type TargetPolicy } from '@aidir/cms/mcpInspect'
import { startHostileServer, type HostileServer } from '../../fakes/hostileMcpServer'
import { startReferenceServer, type ReferenceServer } from '../../fakes/referenceMcpServer'

/**
 * The inspector's client against the protocol's reference server and a hostile one, both on
 * 127.0.0.1, which these tests allow (production allows no private address and no plain http).
 */
let reference: ReferenceServer
let hostile: HostileServer
const local: TargetPolicy = { protocols: ['https:', 'http:'], allowAddress: (a) => a === '127.0.0.1' }
const production: TargetPolicy = { protocols: ['https:'] }
const tight: Caps = { maxBytes: 512 * 1024, headersTimeoutMs: 3_000, streamLifetimeMs: 2_000, requestTimeoutMs: 3_000 }

beforeAll(async () => {
  ;[reference, hostile] = await Promise.all([startReferenceServer(), startHostileServer()])
}, 60_000)
afterAll(async () => {
  await Promise.all([reference?.stop(), hostile?.stop()])
})

async function refusal(p: Promise<unknown>): Promise<InspectError & { log?: unknown[] }> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(InspectError)
  return err as InspectError
}

const target = (url: string) => ({ url, transport: 'auto' as const, headers: [] })

describe('the reference server', () => {
  it('lists its tools, resources and prompts with the protocol version and the JSON-RPC log', async () => {
    const { server, offer, log } = await inspectServer(target(reference.url), { policy: local })
    expect(server.transport).toBe('streamable-http')
    expect(server.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(offer.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['echo', 'get-sum']))
    expect(offer.tools.find((t) => t.name === 'echo')!.inputSchema).toMatchObject({ type: 'object', properties: { message: { type: 'string' } } })
    expect(offer.resources.length).toBeGreaterThan(0)
    expect(offer.prompts.length).toBeGreaterThan(0)
    expect(log[0]).toMatchObject({ dir: 'out' })
    expect(log[0]!.text).toContain('"initialize"')
    expect(log.some((e) => e.dir === 'in' && e.text.includes('"tools"'))).toBe(true)
  })

  it('calls a tool and shows content, structuredContent and isError', async () => {
    const echo = await callRemoteTool({ ...target(reference.url), tool: 'echo', arguments: { message: 'hello <b>there</b>' } }, { policy: local })
    expect(echo.result.isError).toBe(false)
    expect(echo.result.content).toEqual([{ type: 'text', text: 'Echo: hello <b>there</b>' }])
    const structured = await callRemoteTool({ ...target(reference.url), tool: 'get-structured-content', arguments: { location: 'New York' } }, { policy: local })
    expect(structured.result.structuredContent).toBeTruthy()
  })

  it('checks arguments against the tool’s inputSchema before sending them', async () => {
    const err = await refusal(callRemoteTool({ ...target(reference.url), tool: 'echo', arguments: { message: 42 } }, { policy: local }))
    expect(err.code).toBe('invalid_arguments')
    expect(err.details).toEqual([expect.objectContaining({ path: '/message' })])
    expect(err.log!.some((e) => (e as { text: string }).text.includes('tools/call'))).toBe(false)
    expect((await refusal(callRemoteTool({ ...target(reference.url), tool: 'nope', arguments: {} }, { policy: local }))).code).toBe('unknown_tool')
  })

  it('sends the headers a user entered to that server, and never logs them', async () => {
    const secret = 'sk-very-secret-123'
    const { log } = await inspectServer({ ...target(reference.url), headers: [{ name: 'Authorization', value: `Bearer ${secret}` }] }, { policy: local })
    expect(JSON.stringify(log)).not.toContain(secret)
  })
})

describe('an older server on HTTP+SSE', () => {
  it('is reached by falling back to SSE, through the same checks', async () => {
    const sse = await startReferenceServer('sse')
    try {
      const { server, offer } = await inspectServer(target(sse.url), { policy: local })
      expect(server.transport).toBe('sse')
      expect(offer.tools.map((t) => t.name)).toContain('echo')
      const { result } = await callRemoteTool({ ...target(sse.url), tool: 'echo', arguments: { message: 'over sse' } }, { policy: local })
      expect(result.content).toEqual([{ type: 'text', text: 'Echo: over sse' }])
      expect((await refusal(inspectServer(target(sse.url), { policy: { protocols: ['http:'] } }))).code).toBe('blocked')
    } finally {
      await sse.stop()
    }
  }, 60_000)
})

describe('what production refuses', () => {
  it('refuses loopback, private and metadata addresses, and plain http', async () => {
    expect((await refusal(inspectServer(target(reference.url), { policy: { protocols: ['https:', 'http:'] } }))).code).toBe('blocked')
    expect((await refusal(inspectServer(target(reference.url), { policy: production }))).code).toBe('blocked')
    expect((await refusal(inspectServer(target('https://169.254.169.254/mcp'), { policy: production }))).code).toBe('blocked')
    expect((await refusal(inspectServer(target('https://[::ffff:127.0.0.1]/mcp'), { policy: production }))).code).toBe('blocked')
  })

  it('refuses a name whose addresses include a private one', async () => {
    const policy: TargetPolicy = { protocols: ['https:'], resolve: async () => ['93.184.215.14', '10.1.2.3'] }
    expect((await refusal(inspectServer(target('https://mcp.example.test/mcp'), { policy }))).code).toBe('blocked')
  })
})

describe('a hostile server', () => {
  it('cannot redirect us to a private or metadata address', async () => {
    expect((await refusal(inspectServer(target(`${hostile.base}/redirect-private`), { policy: local }))).code).toBe('blocked')
    expect((await refusal(inspectServer(target(`${hostile.base}/redirect-mapped`), { policy: local }))).code).toBe('blocked')
  })

  it('cannot make us read a 50 MB answer', async () => {
    const started = Date.now()
    expect((await refusal(inspectServer(target(`${hostile.base}/huge`), { policy: local, caps: tight }))).code).toBe('too_large')
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('cannot hold us on an SSE answer that never ends', async () => {
    const started = Date.now()
    const err = await refusal(callRemoteTool({ ...target(`${hostile.base}/endless`), tool: 'render', arguments: {} }, { policy: local, caps: tight }))
    expect(err.code).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(6_000)
  })

  it('gets its HTML shown as text and its javascript: and data: URLs never made links', async () => {
    const { offer } = await inspectServer(target(`${hostile.base}/html`), { policy: local })
    expect(offer.resources.map((r) => [r.name, r.link])).toEqual([
      ['script', undefined],
      ['data', undefined],
      ['readme', 'https://example.org/readme'],
    ])
    const { result } = await callRemoteTool({ ...target(`${hostile.base}/html`), tool: 'render', arguments: {} }, { policy: local })
    expect(result.content[0]).toEqual({ type: 'text', text: '<img src=x onerror="alert(1)"><script>alert(2)</script>' })
    expect(result.content[1]).toMatchObject({ type: 'resource_link', uri: 'javascript:alert(3)', link: undefined })
  })

  it('is not taken for an MCP server when it is a web page', async () => {
    const err = await refusal(inspectServer(target(`${hostile.base}/not-mcp`), { policy: local, caps: tight }))
    expect(['protocol', 'unreachable']).toContain(err.code)
  })
})

describe('the streaming fetch under the transports', () => {
  it('re-checks every redirect it follows', async () => {
    const { safeStream, SafeFetchError } = await import('@aidir/cms/net')
    const err = await safeStream(`${hostile.base}/redirect-private`, { method: 'POST', body: '{}', protocols: ['http:'], allowAddress: (a) => a === '127.0.0.1' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(SafeFetchError)
    expect((err as InstanceType<typeof SafeFetchError>).code).toBe('blocked_address')
  })

  it('sends the caller’s keys to no other origin a redirect names', async () => {
    const { safeStream } = await import('@aidir/cms/net')
    const answer = await safeStream(`${hostile.base}/to-other-origin`, {
      headers: { authorization: 'Bearer secret', 'x-api-key': 'secret', accept: 'application/json' },
      protocols: ['http:'],
      allowAddress: (a) => a === '127.0.0.1',
      resolve: async () => ['127.0.0.1'],
    })
    const chunks: Buffer[] = []
    for await (const chunk of answer.body) chunks.push(chunk as Buffer)
    const received = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, string>
    expect(received.host).toBe(`other.test:${hostile.port}`)
    expect(received.accept).toBe('application/json')
    expect(received.authorization).toBeUndefined()
    expect(received['x-api-key']).toBeUndefined()
  })
})
