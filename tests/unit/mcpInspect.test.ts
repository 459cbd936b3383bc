import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../cms/src/env'
import { headersInput, targetInput } from '../../cms/src/mcpInspect/input'
import { openableUrl } from '../../cms/src/mcpInspect/links'
import { livenessOf, probeSlot, toolChanges } from '../../cms/src/mcpInspect/liveness'
import { targetPolicy } from '../../cms/src/mcpInspect/policy'
import { recentTools, rememberTools, toolCacheKey } from '../../cms/src/mcpInspect/toolCache'

const base = { DATABASE_URL: 'postgres://u@127.0.0.1/db', PAYLOAD_SECRET: 'unit-test-secret-0123456789' }

describe('the MCP inspector', () => {
  it('opens only http(s) URLs a server advertises', () => {
    expect(openableUrl('https://example.org/a')).toBe('https://example.org/a')
    expect(openableUrl('http://example.org/')).toBe('http://example.org/')
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>', 'file:///etc/passwd', 'vbscript:x', ' ', 42, null]) expect(openableUrl(bad)).toBeUndefined()
  })

  it('takes header names and values without line breaks, and never the transport’s own', () => {
    expect(headersInput.parse([{ name: 'Authorization', value: 'Bearer x' }])).toEqual([{ name: 'Authorization', value: 'Bearer x' }])
    expect(headersInput.safeParse([{ name: 'X-Key', value: 'a\nb' }]).success).toBe(false)
    expect(headersInput.safeParse([{ name: 'Bad Name', value: 'x' }]).success).toBe(false)
    for (const name of ['Host', 'content-length', 'Mcp-Session-Id', 'Cookie']) expect(headersInput.safeParse([{ name, value: 'x' }]).success).toBe(false)
    expect(headersInput.safeParse(Array.from({ length: 11 }, (_, i) => ({ name: `x-${i}`, value: 'v' }))).success).toBe(false)
    expect(targetInput.safeParse({ url: 'not a url' }).success).toBe(false)
    expect(targetInput.parse({ url: 'https://example.org/mcp' })).toEqual({ url: 'https://example.org/mcp', transport: 'auto', headers: [] })
  })

  it('reaches public https servers only, unless a local site allows more', () => {
    expect(targetPolicy(parseEnv(base))).toMatchObject({ protocols: ['https:'], allowAddress: undefined })
    const local = targetPolicy(parseEnv({ ...base, MCP_INSPECT_ALLOW_ADDRESSES: '127.0.0.1', MCP_INSPECT_ALLOW_HTTP: 'on' }))
    expect(local.protocols).toContain('http:')
    expect(local.allowAddress?.('127.0.0.1')).toBe(true)
    expect(local.allowAddress?.('10.0.0.1')).toBe(false)
    // A production build on loopback alone (the end-to-end tests) may; a public site may not.
    expect(() => parseEnv({ ...base, NODE_ENV: 'production', MCP_INSPECT_ALLOW_ADDRESSES: '127.0.0.1' })).not.toThrow()
    expect(() => parseEnv({ ...base, NODE_ENV: 'production', SITE_URL: 'https://aidir.example', MCP_INSPECT_ALLOW_ADDRESSES: '127.0.0.1' })).toThrow(/MCP_INSPECT_ALLOW_ADDRESSES/)
    expect(() => parseEnv({ ...base, NODE_ENV: 'production', LISTEN_HOST: '0.0.0.0', SITE_URL: 'https://aidir.example', MCP_INSPECT_ALLOW_HTTP: 'on' })).toThrow(/MCP_INSPECT_ALLOW_HTTP/)
    expect(() => parseEnv({ ...base, MCP_INSPECT_ALLOW_ADDRESSES: 'localhost' })).toThrow(/MCP_INSPECT_ALLOW_ADDRESSES/)
  })

  it('calls a server up, degraded or down', () => {
    expect(livenessOf({ connected: true, listed: true, latencyMs: 120 })).toBe('up')
    expect(livenessOf({ connected: true, listed: true, latencyMs: 5_000 })).toBe('degraded')
    expect(livenessOf({ connected: true, listed: false, latencyMs: 100 })).toBe('degraded')
    expect(livenessOf({ connected: false, listed: false, latencyMs: 100 })).toBe('down')
  })

  it('checks once per half hour, and names the tools that came and went', () => {
    expect(probeSlot(new Date('2026-11-27T08:29:59.999Z'))).toBe('2026-11-27T08:00:00.000Z')
    expect(probeSlot(new Date('2026-11-27T08:30:00.000Z'))).toBe('2026-11-27T08:30:00.000Z')
    expect(toolChanges(['a', 'b'], ['b', 'c'])).toEqual({ added: ['c'], removed: ['a'] })
  })

  it('remembers a listing per address and headers, without keeping the header values', () => {
    const key = toolCacheKey('https://example.org/mcp', { Authorization: 'Bearer secret' })
    expect(key).not.toContain('secret')
    expect(toolCacheKey('https://example.org/mcp', { authorization: 'Bearer other' })).not.toBe(key)
    rememberTools(key, [{ name: 'echo', inputSchema: { type: 'object' } }])
    expect(recentTools(key)?.map((t) => t.name)).toEqual(['echo'])
    expect(recentTools(toolCacheKey('https://example.org/mcp', {}))).toBeUndefined()
  })
})
