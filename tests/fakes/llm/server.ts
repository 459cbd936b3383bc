import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The skeleton every fake vendor shares: an HTTP server on 127.0.0.1 that reads a JSON request,
 * lets the vendor module validate it like the vendor would, and answers — or misbehaves as the
 * test scripted: 429 with Retry-After, a 5xx, a hang, a malformed body, or a delay.
 */
export type Fault =
  | { kind: 'ok' }
  | { kind: 'rate_limited'; retryAfterSeconds?: number }
  | { kind: 'server_error'; status?: number }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  | { kind: 'delay'; ms: number }

export type FakeRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: any }

export type VendorReply = { status: number; body: unknown; headers?: Record<string, string> }

export type Vendor = {
  /** Checks path, headers and body as the vendor does; returns an error reply to refuse. */
  validate(request: FakeRequest): VendorReply | undefined
  answer(request: FakeRequest, text: string): unknown
  error(status: number, message: string): unknown
}

export type FakeServer = {
  url: string
  requests: FakeRequest[]
  /** Faults for the next requests, in order; afterwards `fallback` applies. */
  script(...faults: Fault[]): void
  fallback: Fault
  /** What the model "says" to a question. */
  reply: (question: string, request: FakeRequest) => string
  inFlight: number
  maxInFlight: number
  close(): Promise<void>
}

export async function startFake(vendor: Vendor): Promise<FakeServer> {
  const queue: Fault[] = []
  const hanging = new Set<ServerResponse>()
  const fake: FakeServer = {
    url: '',
    requests: [],
    script: (...faults) => queue.push(...faults),
    fallback: { kind: 'ok' },
    reply: (question) => `An answer to: ${question}`,
    inFlight: 0,
    maxInFlight: 0,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }

  const send = (res: ServerResponse, reply: VendorReply) => {
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
    res.end(JSON.stringify(reply.body))
  }

  const server = createServer(async (req, res) => {
    fake.inFlight++
    fake.maxInFlight = Math.max(fake.maxInFlight, fake.inFlight)
    res.on('close', () => fake.inFlight--)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    let body: any
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      return send(res, { status: 400, body: vendor.error(400, 'request body is not valid JSON') })
    }
    const request: FakeRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body }
    fake.requests.push(request)
    const refused = vendor.validate(request)
    if (refused) return send(res, refused)

    const fault = queue.shift() ?? fake.fallback
    switch (fault.kind) {
      case 'rate_limited':
        return send(res, { status: 429, body: vendor.error(429, 'Rate limit reached'), headers: fault.retryAfterSeconds !== undefined ? { 'retry-after': String(fault.retryAfterSeconds) } : {} })
      case 'server_error':
        return send(res, { status: fault.status ?? 500, body: vendor.error(fault.status ?? 500, 'The server had an error processing your request') })
      case 'hang':
        hanging.add(res)
        return
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end('{"choices": [ {"message": ')
      case 'delay':
        await new Promise((r) => setTimeout(r, fault.ms))
        break
    }
    if (res.destroyed) return
    send(res, { status: 200, body: vendor.answer(request, fake.reply(questionOf(body), request)) })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}

/** The user's question in any of the three request shapes. */
function questionOf(body: any): string {
  const messages = body?.messages ?? body?.contents ?? []
  const last = messages[messages.length - 1]
  if (typeof last?.content === 'string') return last.content
  if (Array.isArray(last?.parts)) return last.parts.map((p: any) => p.text ?? '').join('')
  if (Array.isArray(last?.content)) return last.content.map((p: any) => p.text ?? '').join('')
  return ''
}
