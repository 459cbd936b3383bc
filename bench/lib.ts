/** Small helpers shared by the benchmarks: percentiles, fixed-width reports, an HTTP load run. */
// autocannon ships no types; the few fields used here are typed below.
// @ts-expect-error no declaration file
import autocannon from 'autocannon'

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

export function summarize(label: string, samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(2).padStart(8)
  return `${label.padEnd(28)} n=${String(s.length).padStart(5)}  p50 ${f(percentile(s, 50))} ms  p95 ${f(percentile(s, 95))} ms  p99 ${f(percentile(s, 99))} ms  max ${f(s.at(-1) ?? NaN)} ms`
}

/**
 * A throw-away embedded PostgreSQL for one benchmark run (no crash safety, deleted on stop), so a
 * benchmark never touches the dev data.
 */
export async function throwAwayDatabase(name: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const { chmod, mkdtemp, rm } = await import('node:fs/promises')
  const os = await import('node:os')
  const path = await import('node:path')
  const { startEmbeddedPostgres } = await import('@aidir/cms/db')
  const dir = await mkdtemp(path.join(os.tmpdir(), `aidir-bench-${name}-`))
  // As root, PostgreSQL runs as a separate system user that must reach its data directory.
  await chmod(dir, 0o755)
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), persistent: false })
  return {
    url: db.url,
    stop: async () => {
      await db.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** `count` verified customers, created and signed in 20 at a time; their session tokens. */
export async function signedInCustomers(payload: import('payload').Payload, count: number): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i) }, async (_, j) => {
      const email = `bench-${i + j}@example.com`
      await payload.create({ collection: 'users', data: { email, password: 'bench password 1234', role: 'customer', _verified: true } as never, overrideAccess: true, disableVerificationEmail: true })
      return (await payload.login({ collection: 'users', data: { email, password: 'bench password 1234' } })).token!
    })
    tokens.push(...(await Promise.all(batch)))
  }
  return tokens
}

/** Runs fn and says how long it took, in milliseconds. */
export async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now()
  const value = await fn()
  return [value, performance.now() - start]
}

export type LoadOutcome = { label: string; latencies: number[]; rps: number; requests: number; errors: number; timeouts: number; non2xx: number; statuses: Record<string, number> }

/** One autocannon run against base; latencies are kept per response so p95 is exact (autocannon reports p97.5). */
export function httpLoad(options: { base: string; connections: number; duration: number; timeout?: number }, label: string, nextPath: () => string): Promise<LoadOutcome> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = []
    const statuses: Record<string, number> = {}
    const instance = autocannon(
      {
        url: options.base,
        connections: options.connections,
        duration: options.duration,
        timeout: options.timeout ?? 10,
        requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: nextPath() }) }],
      },
      (err: Error | null, result: any) => {
        if (err) return reject(err)
        resolve({ label, latencies, rps: result.requests.average, requests: result.requests.total, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, statuses })
      },
    )
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime)
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
    })
  })
}

export function loadReport(o: LoadOutcome): string {
  const s = [...o.latencies].sort((a, b) => a - b)
  const f = (n: number) => `${n.toFixed(1)} ms`.padStart(10)
  const codes = Object.entries(o.statuses).map(([c, n]) => `${c}×${n}`).join(' ')
  return `${o.label.padEnd(22)} p50 ${f(percentile(s, 50))}  p95 ${f(percentile(s, 95))}  p99 ${f(percentile(s, 99))}  ${o.rps.toFixed(0).padStart(6)} req/s  ${String(o.requests).padStart(7)} requests  errors ${o.errors} (timeouts ${o.timeouts})  non-2xx ${o.non2xx}  [${codes}]`
}

/**
 * CPU time (ms) the PostgreSQL server behind `pool` has used in its backends so far, from /proc
 * (Linux): with the process's own CPU (process.cpuUsage) it gives a cost per operation that a busy
 * machine inflates far less than it inflates latency. Backends that exited are not counted.
 */
export async function postgresCpuMs(pool: { query: (q: string) => Promise<{ rows: { pid: number }[] }> }): Promise<Map<number, number>> {
  const { readFile } = await import('node:fs/promises')
  const { rows } = await pool.query(`SELECT pid FROM pg_stat_activity WHERE backend_type = 'client backend'`)
  const ticks = new Map<number, number>()
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)
    if (!stat) continue
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticks.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100)
  }
  return ticks
}

/** The CPU ms the backends used between two postgresCpuMs readings (a backend new since counts whole). */
export const postgresCpuSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0)
