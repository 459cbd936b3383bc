/**
 * Cost of the slide puzzle:
 *   tsx bench/verify.bench.ts [storefront URL] [--connections 32] [--duration 20] [--renders 200]
 * 1. renderPuzzle() in this process, one at a time: the pure image cost (sharp: SVG → raw,
 *    gap composite and piece cut, two WebP encodes).
 * 2. GET /api/account/getCoordinateCode under load (32 connections): render + one INSERT + the
 *    per-address rate-limit upsert. Each request claims its own client address (X-Real-IP), so the
 *    limit of 30 puzzles a minute per address does not turn the run into a run of 429s.
 * 3. POST /api/account/checkCoordinateCode with unknown challenges: the judging path's database cost.
 * Without a URL it starts its own: a throw-away embedded PostgreSQL with the catalogue and the
 * built storefront (`next start`), as the end-to-end tests do. Budget: getCoordinateCode p95 under
 * 250 ms at 32 connections on two cores, with no errors.
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon'
import { percentile, summarize } from './lib'
import { storefrontOrThrowAway } from './builtStorefront'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { connections: { type: 'string', default: '32' }, duration: { type: 'string', default: '20' }, renders: { type: 'string', default: '200' } },
})
const connections = Number(values.connections)
const duration = Number(values.duration)

const { base, stop } = await storefrontOrThrowAway(positionals[0])

const randomIp = () => `10.${[...randomBytes(3)].join('.')}`

// 1. Rendering alone.
{
  const { renderPuzzle } = await import('@aidir/cms/verification')
  for (let i = 0; i < 10; i++) await renderPuzzle()
  const samples: number[] = []
  let bytes = 0
  for (let i = 0; i < Number(values.renders); i++) {
    const started = performance.now()
    const p = await renderPuzzle()
    samples.push(performance.now() - started)
    bytes += p.background.length + p.piece.length
  }
  console.log(summarize('renderPuzzle (in process)', samples), ` avg ${(bytes / samples.length / 1024).toFixed(1)} KiB of images`)
}

type Run = { samples: number[]; statuses: Map<number, number>; errors: number; timeouts: number; rps: number }

function load(title: string, options: Record<string, unknown>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const samples: number[] = []
    const statuses = new Map<number, number>()
    const instance = autocannon({ connections, duration, timeout: 10, ...options }, (error: Error | null, result: any) => {
      if (error) return reject(error)
      resolve({ samples, statuses, errors: result.errors, timeouts: result.timeouts, rps: result.requests.average })
    })
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      samples.push(ms)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    })
    console.log(`${title}: ${connections} connections for ${duration} s…`)
  })
}

function report(label: string, run: Run) {
  const sorted = [...run.samples].sort((a, b) => a - b)
  console.log(summarize(label, sorted), ` ${run.rps.toFixed(1)} req/s  statuses ${JSON.stringify(Object.fromEntries(run.statuses))}  errors ${run.errors}  timeouts ${run.timeouts}`)
  return percentile(sorted, 95)
}

// Warm the route (first compile of the handler, database pool).
for (let i = 0; i < 5; i++) await fetch(`${base}/api/account/getCoordinateCode?langType=en`, { headers: { 'x-real-ip': randomIp() } })

// 2. New puzzles.
const fresh = await load('GET /api/account/getCoordinateCode', {
  url: `${base}/api/account/getCoordinateCode?langType=en&t=0`,
  requests: [{ method: 'GET', setupRequest: (req: any) => ({ ...req, headers: { ...req.headers, 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': randomIp() } }) }],
})
const p95 = report('getCoordinateCode', fresh)

// A well-formed answer (trace and proof as the dialog sends them) to a puzzle that does not exist.
const dealt = (await (await fetch(`${base}/api/account/getCoordinateCode?langType=en`, { headers: { 'x-real-ip': randomIp() } })).json()).data
const answer = {
  x: 100,
  trace: { input: 'pointer', points: Array.from({ length: 20 }, (_, i) => [i * 5, i % 3, i * 17]) },
  proof: { challenge: dealt.proof, solution: { counter: 0, derivedKey: '0'.repeat(64) } },
}

// 3. Judging (unknown ids: one indexed lookup and the rate-limit upsert, no token issued).
const judged = await load('POST /api/account/checkCoordinateCode', {
  url: `${base}/api/account/checkCoordinateCode?langType=en&t=0`,
  requests: [
    {
      method: 'POST',
      setupRequest: (req: any) => ({
        ...req,
        headers: { ...req.headers, 'content-type': 'application/json', 'x-real-ip': randomIp() },
        body: JSON.stringify({ ...answer, challengeId: randomBytes(24).toString('base64url') }),
      }),
    },
  ],
})
report('checkCoordinateCode', judged)

const ok = (fresh.statuses.get(200) ?? 0) === fresh.samples.length && fresh.errors === 0
console.log(`budget getCoordinateCode p95 < 250 ms with no errors: ${p95.toFixed(1)} ms, ${ok ? 'no errors' : 'ERRORS'} → ${p95 < 250 && ok ? 'within' : 'OVER'} budget`)
await stop()
process.exit(0)
