import { SCENARIO_MAX } from '@aidir/cms/recommend'
import { describe, expect, it } from 'vitest'
import * as api from '@/features/recommend/handlers'
import { payload, signedInWithRole, unique } from '../helpers'

/** The scenario and assistant API through its route handlers (route kit, envelope, messages), offline engine. */
const signedIn = (): Promise<{ id: number; token: string }> => signedInWithRole('customer')

function request(path: string, options: { method?: string; token?: string; body?: unknown; raw?: string } = {}): Request {
  const headers: Record<string, string> = {}
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.body !== undefined || options.raw !== undefined) headers['Content-Type'] = 'application/json'
  return new Request(`http://site.test${path}`, { method: options.method ?? 'GET', headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) })
}
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as { code: number; message: string; data: any } })

describe('POST /api/solutions and /api/mcp/assistant', () => {
  it('answers a scenario in the page’s language with a stored, shareable plan', async () => {
    const scenario = `ネットショップを運営していて、商品写真と商品説明が必要です ${unique('a')}`
    const first = await json(await api.askSolutionHandler(request('/api/solutions?langType=jp', { method: 'POST', body: { scenario } })))
    expect(first.status).toBe(200)
    expect(first.body.code).toBe(0)
    expect(first.body.data.plan.locale).toBe('ja')
    expect(first.body.data.plan.steps.map((s: any) => s.category.key)).toEqual(['image-editing', 'copywriting'])
    expect(first.body.data.plan.cacheId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const again = await json(await api.askSolutionHandler(request('/api/solutions?langType=jp', { method: 'POST', body: { scenario } })))
    expect(again.body.data.fromStore).toBe(true)
    expect(again.body.data.plan.cacheId).toBe(first.body.data.plan.cacheId)
  })

  it('refuses bad input with a 400 and the message the page translates, never a 500', async () => {
    const ask = async (body: unknown, raw?: string) => json(await api.askSolutionHandler(request('/api/solutions?langType=en', { method: 'POST', body: raw === undefined ? body : undefined, raw })))
    expect(await ask({ scenario: '' })).toMatchObject({ status: 400, body: { message: 'Please describe your scenario' } })
    expect(await ask({})).toMatchObject({ status: 400, body: { message: 'Please describe your scenario' } })
    expect(await ask({ scenario: 'x'.repeat(SCENARIO_MAX + 1) })).toMatchObject({ status: 400, body: { message: `Please keep the description under ${SCENARIO_MAX} characters` } })
    expect(await ask({ scenario: 'Нужен переводчик для документов' })).toMatchObject({ status: 400, body: { message: 'Please describe it in English, Chinese or Japanese' } })
    expect(await ask(undefined, '{not json')).toMatchObject({ status: 400, body: { message: 'Form validation failed' } })
    expect(await ask({ scenario: 'a\u0000b' })).toMatchObject({ status: 400 })
  })

  it('recommends MCP servers for a Chinese need', async () => {
    const { status, body } = await json(await api.askAssistantHandler(request('/api/mcp/assistant?langType=zh_cn', { method: 'POST', body: { need: `让助手查询 PostgreSQL 数据库 ${unique('z')}` } })))
    expect(status).toBe(200)
    const items = body.data.plan.steps.flatMap((s: any) => s.items)
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((i: any) => i.entity === 'mcp-servers')).toBe(true)
  })
})

describe('history endpoints', () => {
  it('need a session, and show each user only their own questions', async () => {
    expect((await json(await api.solutionHistoryHandler(request('/api/solutions/history')))).status).toBe(401)
    const [alice, bob] = await Promise.all([signedIn(), signedIn()])
    const scenario = `Transcribe meetings and write the minutes ${unique('h')}`
    await api.askSolutionHandler(request('/api/solutions?langType=en', { method: 'POST', token: alice.token, body: { scenario } }))
    const mine = await json(await api.solutionHistoryHandler(request('/api/solutions/history', { token: alice.token })))
    expect(mine.body.data.rows.map((r: any) => r.scenario)).toEqual([scenario])
    const theirs = await json(await api.solutionHistoryHandler(request('/api/solutions/history', { token: bob.token })))
    expect(theirs.body.data.rows).toEqual([])
    const assistant = await json(await api.assistantHistoryHandler(request('/api/mcp/assistant/history', { token: alice.token })))
    expect(assistant.body.data.rows).toEqual([])
  })
})
