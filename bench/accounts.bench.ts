/**
 * Account endpoints under load (32 connections by default):
 *   tsx bench/accounts.bench.ts [--connections 32] [--duration 20] [--users 50]
 * 1. POST /api/account/login: every request redeems its own fresh ticket (issued beforehand
 *    through the same code the sign-in page uses), so each one does the full exchange — the
 *    single-statement ticket update, a new session row, the JWT, the daily points insert.
 * 2. GET /api/user/getUserData with bearer tokens of those users.
 * Against STOREFRONT_URL + DATABASE_URL when both are set (a production build), otherwise it starts
 * what the end-to-end tests start: a fresh embedded PostgreSQL (migrated, catalogue loaded) and
 * `next start` of the built storefront. Requests carry distinct X-Forwarded-For addresses so the
 * per-address rate limit (RATE_LIMIT_PER_MINUTE) does not turn the measurement into 429s.
 * Budget (issue 4): ticket exchange p95 < 50 ms.
 */
import { parseArgs } from 'node:util'
// @ts-expect-error autocannon ships no declaration file
import autocannon from 'autocannon'
import { percentile, throwAwayDatabase } from './lib'

const { values } = parseArgs({ options: { connections: { type: 'string', default: '32' }, duration: { type: 'string', default: '20' }, users: { type: 'string', default: '50' } } })
const connections = Number(values.connections)
const duration = Number(values.duration)

const teardowns: (() => Promise<void>)[] = []
if (!process.env.STOREFRONT_URL || !process.env.DATABASE_URL) {
  // A fresh embedded PostgreSQL (migrated; no catalogue needed) and the built storefront on it.
  const db = await throwAwayDatabase('accounts')
  process.env.DATABASE_URL = db.url
  process.env.PAYLOAD_SECRET ??= 'bench-secret-0123456789abcdef'
  process.env.LOG_LEVEL ??= 'warn'
  delete process.env.STOREFRONT_URL
  const { payloadClient, prepareDatabase } = await import('@aidir/cms')
  await prepareDatabase(await payloadClient(), db.url)
  const stopSite = await (await import('../tests/setup/storefront')).default()
  teardowns.push(async () => stopSite?.(), db.stop)
}
const base = process.env.STOREFRONT_URL!

const { payloadClient } = await import('@aidir/cms')
const { issueTicket } = await import('@aidir/cms/accounts')
const payload = await payloadClient()

const userIds: number[] = []
for (let i = 0; i < Number(values.users); i++) {
  const user = await payload.create({
    collection: 'users',
    data: { email: `bench-${Date.now()}-${i}@example.com`, password: 'bench password 123', _verified: true } as never,
    overrideAccess: true,
    disableVerificationEmail: true,
  })
  userIds.push(Number(user.id))
}
// Enough tickets for the whole run at a generous rate; each is used once.
const ticketCount = Math.max(20_000, duration * 1500)
const tickets: string[] = []
for (let i = 0; i < ticketCount; i += 50) {
  const batch = Array.from({ length: 50 }, (_, j) => issueTicket(payload, userIds[(i + j) % userIds.length]!, new Date(Date.now() + 10 * 60_000)))
  tickets.push(...(await Promise.all(batch)))
}
console.log(`${base}: ${connections} connections × ${duration} s; ${userIds.length} users, ${tickets.length} tickets`)

let address = 0
const nextAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`

type Outcome = { label: string; latencies: number[]; rps: number; requests: number; errors: number; statuses: Record<string, number> }

function run(label: string, setup: (req: Record<string, unknown>) => Record<string, unknown>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = []
    const statuses: Record<string, number> = {}
    const instance = autocannon({ url: base, connections, duration, timeout: 10, requests: [{ setupRequest: setup }] }, (err: Error | null, result: any) => {
      if (err) return reject(err)
      resolve({ label, latencies, rps: result.requests.average, requests: result.requests.total, errors: result.errors, statuses })
    })
    instance.on('response', (_c: unknown, statusCode: number, _b: number, responseTime: number) => {
      latencies.push(responseTime)
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
    })
  })
}

function report(o: Outcome): string {
  const s = [...o.latencies].sort((a, b) => a - b)
  const f = (n: number) => `${n.toFixed(1)} ms`.padStart(10)
  const codes = Object.entries(o.statuses).map(([c, n]) => `${c}×${n}`).join(' ')
  return `${o.label.padEnd(26)} p50 ${f(percentile(s, 50))}  p95 ${f(percentile(s, 95))}  p99 ${f(percentile(s, 99))}  ${o.rps.toFixed(0).padStart(6)} req/s  ${String(o.requests).padStart(7)} requests  errors ${o.errors}  [${codes}]`
}

// Warm-up: compile nothing (production build), but open pools and caches with a few exchanges.
const tokens: string[] = []
for (let i = 0; i < 20; i++) {
  const res = await fetch(`${base}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }, body: JSON.stringify({ code: tickets.pop(), loginType: 1 }) })
  const body = (await res.json()) as { data?: { token: string } }
  if (!body.data?.token) throw new Error(`warm-up login failed: ${JSON.stringify(body)}`)
  tokens.push(body.data.token)
}

const outcomes: Outcome[] = []
outcomes.push(
  await run('POST /api/account/login', (req) => ({
    ...req,
    method: 'POST',
    path: '/api/account/login?t=1&langType=en',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ code: tickets.pop() ?? 'exhausted', loginType: 1, loginSource: 'pc' }),
  })),
)
let n = 0
outcomes.push(
  await run('GET /api/user/getUserData', (req) => ({
    ...req,
    method: 'GET',
    path: '/api/user/getUserData?t=1&langType=en',
    headers: { authorization: `Bearer ${tokens[n++ % tokens.length]}` },
  })),
)
console.log('')
for (const o of outcomes) console.log(report(o))
for (const stop of teardowns.slice(0, 1)) await stop()
;(payload.db as unknown as { pool?: { on(e: 'error', fn: () => void): void } }).pool?.on('error', () => {})
await payload.destroy?.()
for (const stop of teardowns.slice(1)) await stop()
process.exit(0)
