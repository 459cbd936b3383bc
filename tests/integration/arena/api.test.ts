import { arenaMessages } from '@aidir/cms/arena'
import { setArenaClients } from '@aidir/cms/arena'
import { createPayloadCatalogue, createPlatformClients, parseLlmEnv, platformIds, vendorClients, type LlmClient, type PlatformId } from '@aidir/cms/llm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as arena from '@/features/arena/handlers'
import { startOpenAiFake } from '../../fakes/llm/openaiChat'
import type { FakeServer } from '../../fakes/llm/server'
import { payload, userWithRole } from '../helpers'

/**
 * The arena's API through its route handlers: sign-in, the envelope and its messages, the
 * NDJSON stream of an answer, the vote and its reveal, and how soon the first chunk leaves after
 * the vendor's answer arrives (budget: 50 ms).
 */
type Route = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>
const call = (route: Route, request: Request, params: Record<string, string> = {}) => route(request, { params: Promise.resolve(params) })

function request(path: string, options: { method?: string; token?: string; body?: unknown; raw?: string } = {}): Request {
  const headers: Record<string, string> = {}
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.body !== undefined || options.raw !== undefined) headers['Content-Type'] = 'application/json'
  return new Request(`http://site.test${path}`, { method: options.method ?? 'GET', headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) })
}
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as { code: number; message: string; data: any } })

let fake: FakeServer
let token: string
let answeredAt = 0

beforeAll(async () => {
  fake = await startOpenAiFake('openai')
  fake.reply = (question) => {
    answeredAt = performance.now()
    return `Streaming answer number one for ${question.length} characters, with several words to send.`
  }
  const env = parseLlmEnv({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url, LLM_MAX_RETRIES: '0', LLM_TIMEOUT_MS: '2000' })
  const override = Object.fromEntries(platformIds.map((p) => [p, vendorClients.chatgpt(env)])) as Record<PlatformId, LlmClient>
  setArenaClients(createPlatformClients({ env, catalogue: createPayloadCatalogue(payload, 'http://localhost'), override }))
  const user = await userWithRole('customer')
  token = (await payload.login({ collection: 'users', data: { email: (user as unknown as { email: string }).email, password: 'correct horse battery staple' } })).token!
})
afterAll(async () => {
  setArenaClients(undefined)
  await fake.close()
})

async function readStream(response: Response): Promise<{ events: any[]; firstChunkAt: number }> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const events: any[] = []
  let firstChunkAt = 0
  let buffered = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    if (!firstChunkAt) firstChunkAt = performance.now()
    buffered += value
    const lines = buffered.split('\n')
    buffered = lines.pop()!
    for (const line of lines) if (line) events.push(JSON.parse(line))
  }
  return { events, firstChunkAt }
}

describe('the arena API', () => {
  it('asks visitors to sign in', async () => {
    const answer = await json(await call(arena.createBattleHandler, request('/api/arena/battles', { method: 'POST', body: { prompt: 'A long enough prompt here' } })))
    expect(answer.status).toBe(401)
    expect(answer.body.message).toBe('Please login first')
  })

  it('answers bad prompts with 400 and the message', async () => {
    for (const [body, message] of [
      [{ prompt: '' }, arenaMessages.promptEmpty],
      [{ prompt: 'short' }, arenaMessages.promptShort],
      [{ prompt: 'y'.repeat(2001) }, arenaMessages.promptLong],
      [{ prompt: { text: 'an object is not text' } }, arenaMessages.promptNotText],
    ] as const) {
      const answer = await json(await call(arena.createBattleHandler, request('/api/arena/battles', { method: 'POST', token, body })))
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400)
      expect(answer.body.message).toBe(message)
    }
    const notJson = await json(await call(arena.createBattleHandler, request('/api/arena/battles', { method: 'POST', token, raw: '{"prompt": ' })))
    expect(notJson.status).toBe(400)
  })

  it('streams both answers as NDJSON, then takes the vote and reveals the models', async () => {
    const started = await json(await call(arena.createBattleHandler, request('/api/arena/battles', { method: 'POST', token, body: { prompt: 'Explain how a hash map works.' } })))
    expect(started.status).toBe(200)
    const id = started.body.data.id as string
    expect(started.body.data).not.toHaveProperty('modelA')
    const tooEarly = await json(await call(arena.voteHandler, request(`/api/arena/battles/${id}/vote`, { method: 'POST', token, body: { outcome: 'a' } }), { id }))
    expect(tooEarly).toMatchObject({ status: 409, body: { message: arenaMessages.notFinished } })
    for (const side of ['a', 'b']) {
      const response = await call(arena.answerHandler, request(`/api/arena/battles/${id}/answers/${side}`, { token }), { id, side })
      expect(response.headers.get('content-type')).toContain('application/x-ndjson')
      const { events } = await readStream(response)
      expect(events.at(-1)).toEqual({ type: 'done' })
      expect(events.filter((e) => e.type === 'chunk').map((e) => e.text).join('')).toContain('Streaming answer number one')
    }
    const vote = await json(await call(arena.voteHandler, request(`/api/arena/battles/${id}/vote`, { method: 'POST', token, body: { outcome: 'tie' } }), { id }))
    expect(vote.status).toBe(200)
    expect(vote.body.data).toMatchObject({ outcome: 'tie', valid: true, cast: true })
    expect(vote.body.data.models.a.label).toBeTruthy()
    const bad = await json(await call(arena.answerHandler, request(`/api/arena/battles/${id}/answers/c`, { token }), { id, side: 'c' }))
    expect(bad.status).toBe(404)
    const notUuid = await json(await call(arena.voteHandler, request('/api/arena/battles/42/vote', { method: 'POST', token, body: { outcome: 'a' } }), { id: '42' }))
    expect(notUuid.status).toBe(404)
  })

  it('sends the first chunk within 50 ms of the vendor answering (median of 5)', async () => {
    const delays: number[] = []
    for (let k = 0; k < 5; k++) {
      const started = await json(await call(arena.createBattleHandler, request('/api/arena/battles', { method: 'POST', token, body: { prompt: `Latency probe number ${k} for the arena.` } })))
      const id = started.body.data.id as string
      const response = await call(arena.answerHandler, request(`/api/arena/battles/${id}/answers/a`, { token }), { id, side: 'a' })
      const { firstChunkAt } = await readStream(response)
      delays.push(firstChunkAt - answeredAt)
    }
    delays.sort((x, y) => x - y)
    console.log(`arena first chunk after the vendor's answer: ${delays.map((d) => d.toFixed(1)).join(', ')} ms`)
    expect(delays[2]).toBeLessThan(50)
  })
})
