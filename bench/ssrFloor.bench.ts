/**
 * What Next itself costs per first visit on this machine, without our code:
 *   tsx bench/ssrFloor.bench.ts [--connections 32] [--duration 30] [--instances 1]
 * Builds bench/ssr-floor (a page with one heading under the smallest root layout, cached exactly
 * like the storefront's product pages: revalidate 60, generateStaticParams []), starts it with
 * `next start`, and loads it as bench:storefront loads product pages: every request a path not seen
 * before, so each is a first render, then the same on pages already cached. With --instances 2 it
 * starts two servers, one per core, and splits the connections between them. The floor under the
 * issue-3 budget for random product details (p95 < 150 ms at 32 connections): a real product page
 * renders far more than one heading.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { httpLoad, type LoadOutcome, loadReport } from './lib'

const { values } = parseArgs({ options: { connections: { type: 'string', default: '32' }, duration: { type: 'string', default: '30' }, instances: { type: 'string', default: '1' } } })
const connections = Number(values.connections)
const duration = Number(values.duration)
const instances = Number(values.instances)
const app = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ssr-floor')
const nextBin = path.join(path.dirname(fileURLToPath(import.meta.url)), 'node_modules', '.bin', 'next')

function exec(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(nextBin, args, { cwd: app, env, stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next ${args[0]} exited with ${code}`))))
  })
}

async function ready(base: string) {
  for (let i = 0; i < 200; i++) {
    if (await fetch(`${base}/p/warm`).then((r) => r.ok, () => false)) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${base} did not start`)
}

const env = { ...process.env, NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' }
console.log('building bench/ssr-floor …')
await exec(['build'], env)
const servers: ChildProcess[] = []
const bases: string[] = []
for (let i = 0; i < instances; i++) {
  const port = 3950 + i
  servers.push(spawn(nextBin, ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: app, env, stdio: 'ignore' }))
  bases.push(`http://127.0.0.1:${port}`)
}
try {
  await Promise.all(bases.map(ready))
  const share = Math.ceil(connections / instances)
  let fresh = Date.now() * 1000
  const together = async (label: string, nextPath: () => string): Promise<LoadOutcome> => {
    const parts = await Promise.all(bases.map((base) => httpLoad({ base, connections: share, duration }, label, nextPath)))
    return parts.reduce((a, b) => ({
      label,
      latencies: [...a.latencies, ...b.latencies],
      rps: a.rps + b.rps,
      requests: a.requests + b.requests,
      errors: a.errors + b.errors,
      timeouts: a.timeouts + b.timeouts,
      non2xx: a.non2xx + b.non2xx,
      statuses: Object.fromEntries([...new Set([...Object.keys(a.statuses), ...Object.keys(b.statuses)])].map((k) => [k, (a.statuses[k] ?? 0) + (b.statuses[k] ?? 0)])),
    }))
  }
  console.log(`Next alone, ${instances} instance(s), ${share * instances} connections × ${duration} s`)
  const first = await together('first visits', () => `/p/${fresh++}`)
  const seen = Array.from({ length: 200 }, (_, i) => `/p/seen-${i}`)
  for (const base of bases) for (const p of seen) await fetch(`${base}${p}`).then((r) => r.arrayBuffer())
  const cached = await together('cached pages', () => seen[Math.floor(Math.random() * seen.length)]!)
  console.log('')
  console.log(loadReport(first))
  console.log(loadReport(cached))
} finally {
  for (const s of servers) s.kill('SIGTERM')
}
process.exit(0)
