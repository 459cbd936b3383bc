import { describe, expect, it, vi } from 'vitest'

// Modules reachable from the generator read the environment when imported; nothing here connects anywhere.
vi.hoisted(() => {
  process.env.DATABASE_URL ??= 'postgres://unused@127.0.0.1:1/unused'
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret-never-used'
})

const { renderToStaticMarkup } = await import('../../storefront/node_modules/react-dom/server.node.js')
const { ConfigGenerator } = await import('@/features/mcp/ConfigGenerator')
const { parseClientChoice } = await import('@/features/mcp/clientQuery')
const { listingQueryPath, decodeListingQuery } = await import('@/features/routing/listingQuery')
const { routes } = await import('@/lib/routes')

const client = (key: string, name: string, transports: string[]) => ({
  key,
  name,
  vendor: 'Vendor',
  website: 'https://example.com',
  docsUrl: 'https://example.com/docs',
  description: 'A client.',
  transports,
  features: ['tools'],
  platforms: ['linux'],
  configLocation: `${name} settings`,
})
const clients = [client('cursor', 'Cursor', ['stdio', 'sse', 'streamable-http']), client('zed', 'Zed', ['stdio', 'streamable-http'])]
const memory = {
  key: 'memory',
  name: 'io.github.modelcontextprotocol/server-memory',
  title: 'Memory',
  description: '',
  version: null,
  websiteUrl: null,
  repositoryUrl: null,
  official: true,
  category: null,
  tags: [],
  packages: [{ registryType: 'npm', identifier: '@modelcontextprotocol/server-memory', transport: 'stdio' }],
  remotes: [{ type: 'sse', url: 'https://mcp.example.com/sse' }],
  tools: [],
  stars: null,
  logo: null,
}
const servers = [{ key: 'memory', title: 'Memory' }]

async function render(query: Record<string, unknown>, server: typeof memory | null = memory, locale: 'en' | 'zh' = 'en') {
  return renderToStaticMarkup(await ConfigGenerator({ locale, choice: parseClientChoice(query), clients, servers, server: server as never })) as string
}

describe('the MCP client guide', () => {
  it('moves the generator choice into a cached path, and reads only server and client from it', () => {
    const path = listingQueryPath('/mcp/client', new URLSearchParams('utm_source=x&server=memory&client=zed'))!
    expect(path).toMatch(/^\/mcp\/client\/q\/[A-Za-z0-9_-]+$/)
    expect(decodeListingQuery(path.split('/').at(-1))).toEqual({ client: 'zed', server: 'memory' })
    expect(listingQueryPath('/mcp/client', new URLSearchParams('utm_source=x'))).toBeNull()
    expect(routes.mcpClients({ server: 'memory', client: 'zed' })).toBe('/mcp/client?server=memory&client=zed')
  })

  it('parses the choice at the boundary: a malformed server or an unknown client is named, not used', () => {
    expect(parseClientChoice({ server: 'memory', client: 'zed' })).toEqual({ server: 'memory', client: 'zed' })
    expect(parseClientChoice({ server: ['memory', 'other'], client: '' })).toEqual({ server: 'memory' })
    expect(parseClientChoice({ server: '../etc', client: 'chatgpt' })).toEqual({ invalidServer: '../etc', invalidClient: 'chatgpt' })
    expect(parseClientChoice({ server: 'x'.repeat(500) })).toEqual({})
    expect(parseClientChoice({})).toEqual({})
  })

  it('renders a form that works without JavaScript, with the choice kept', async () => {
    const html = await render({ server: 'memory', client: 'zed' })
    expect(html).toContain('method="get"')
    expect(html).toContain('action="/mcp/client"')
    expect(html).toMatch(/<option value="memory" selected="">Memory<\/option>/)
    expect(html).toMatch(/<option value="zed" selected="">Zed<\/option>/)
  })

  it('gives the chosen client its configuration for each way of running the server, with a copy button', async () => {
    const zed = await render({ server: 'memory', client: 'zed' })
    expect(zed).toContain('context_servers')
    expect(zed).toContain('Zed settings')
    expect((zed.match(/data-testid="copy-button"/g) ?? []).length).toBe(2)
    // Zed does not list SSE: the remote snippet comes with a warning.
    expect(zed).toContain('Zed does not list SSE among its transports')
    const cursor = await render({ server: 'memory', client: 'cursor' })
    expect(cursor).toContain('.cursor/mcp.json')
    expect(cursor).not.toContain('does not list')
  })

  it('says when the server or client is unknown, in the reader’s language', async () => {
    expect(await render({ server: 'gone', client: 'zed' }, null)).toContain('No published MCP server has the key “gone”')
    expect(await render({ server: 'gone', client: 'zed' }, null, 'zh')).toContain('没有标识为“gone”的已发布 MCP 服务器')
    const html = await render({ server: '<b>x</b>', client: 'nope' }, null)
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;')
    expect(html).toContain('no configuration format for the client “nope”')
    expect(html).not.toContain('mcp-generator-result')
  })
})
