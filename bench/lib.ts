/** Small helpers shared by the benchmarks: percentiles and a fixed-width report. */
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
  const { startEmbeddedPostgres } = await import('@aidir/cms/db/embedded')
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
