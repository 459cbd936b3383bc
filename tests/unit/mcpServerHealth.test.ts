import { describe, expect, it, vi } from 'vitest'

// Modules reachable from the section read the environment when imported; nothing here connects anywhere.
vi.hoisted(() => {
  process.env.DATABASE_URL ??= 'postgres://unused@127.0.0.1:1/unused'
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret-never-used'
})

const { renderToStaticMarkup } = await import('../../storefront/node_modules/react-dom/server.node.js')
const { playgroundRemote, ServerHealth } = await import('@/features/mcp/ServerHealth')

const remote = { type: 'streamable-http', url: 'https://mcp.example.com/mcp?x=1' }
const liveness = {
  status: 'degraded' as const,
  checkedAt: '2026-11-27T08:30:04.000Z',
  latencyMs: 2_412,
  protocolVersion: '2025-06-18',
  lastToolsChange: { at: '2026-11-20T10:00:00.000Z', added: ['search'], removed: ['lookup'] },
}
const render = async (locale: 'en' | 'zh' | 'zh-TW' | 'ja', live: typeof liveness | null) => renderToStaticMarkup(await ServerHealth({ remote, liveness: live, locale })) as string

describe('a server’s live status', () => {
  it('takes the first streamable-HTTP or SSE remote over http(s)', () => {
    expect(playgroundRemote([{ type: 'stdio', url: 'x' }, { type: 'sse', url: 'javascript:alert(1)' }, remote])).toBe(remote)
    expect(playgroundRemote([])).toBeUndefined()
  })

  it('shows liveness with the last check, latency, protocol, the last tool change and the playground link', async () => {
    const html = await render('en', liveness)
    expect(html).toContain('data-status="degraded"')
    expect(html).toContain('Degraded')
    expect(html).toContain('Last checked Nov 27, 2026, 8:30 AM UTC')
    expect(html).toContain('2412 ms')
    expect(html).toContain('Protocol 2025-06-18')
    expect(html).toContain('Tools changed on Nov 20, 2026 · added: search · removed: lookup')
    // The default language has no prefix in the international edition.
    expect(html).toContain(`/mcp/playground?url=${encodeURIComponent(remote.url)}&amp;transport=streamable-http"`)
  })

  it('says when a server has not been checked, in each language', async () => {
    expect(await render('en', null)).toContain('Not checked yet.')
    expect(await render('zh', null)).toContain('尚未检测')
    expect(await render('zh-TW', null)).toContain('尚未檢測')
    expect(await render('ja', null)).toContain('まだチェックされていません')
    expect(await render('ja', liveness)).toContain('低下')
  })
})
