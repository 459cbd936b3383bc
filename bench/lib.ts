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
