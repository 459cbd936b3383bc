import { benchmarkNames } from './compareRows'
import { monthlyCost, type MonthlyCost } from './cost'
import type { ComparableModel } from './types'
import type { CostQuery } from './workloadQuery'

/**
 * The calculator's table and chart from the catalogue and a workload: the models that meet the
 * filters, their monthly cost, their score on the chosen benchmark, sorted; the cheapest; and
 * the price–quality frontier (no other model is both cheaper and better). Pure.
 */
export type CostRow = { model: ComparableModel; cost: MonthlyCost; score: number | null }

export type CostResult = {
  rows: CostRow[]
  /** Models meeting the filters that lack an input or output price (not ranked). */
  unpriced: number
  cheapest: CostRow | null
  bench: string | null
  benches: string[]
  /** Keys of the rows on the frontier, cheapest first. */
  frontier: string[]
}

export function meetsFilters(m: ComparableModel, q: Pick<CostQuery, 'minContext' | 'modality' | 'features'>): boolean {
  if (q.minContext > 0 && (m.contextWindow ?? 0) < q.minContext) return false
  if (q.modality && !m.input.includes(q.modality)) return false
  return q.features.every((f) => m.features[f])
}

const byName = (a: CostRow, b: CostRow) => a.model.name.localeCompare(b.model.name, 'en')

export function costRows(models: ComparableModel[], q: CostQuery): CostResult {
  const benches = benchmarkNames(models)
  const bench = q.bench && benches.includes(q.bench) ? q.bench : (benches[0] ?? null)
  const rows: CostRow[] = []
  let unpriced = 0
  for (const model of models) {
    if (!meetsFilters(model, q)) continue
    const cost = monthlyCost(model.pricing, q.workload)
    if (!cost) {
      unpriced++
      continue
    }
    const score = bench ? (model.benchmarks.find((b) => b.name === bench)?.score ?? null) : null
    rows.push({ model, cost, score })
  }
  const byCost = (a: CostRow, b: CostRow) => a.cost.total.amount - b.cost.total.amount || byName(a, b)
  const sorters: Record<CostQuery['sort'], (a: CostRow, b: CostRow) => number> = {
    cost: byCost,
    // Models without the score go last, in cost order.
    score: (a, b) => (b.score ?? -Infinity) - (a.score ?? -Infinity) || byCost(a, b),
    context: (a, b) => (b.model.contextWindow ?? -1) - (a.model.contextWindow ?? -1) || byCost(a, b),
    name: byName,
  }
  const cheapest = rows.length ? [...rows].sort(byCost)[0]! : null
  rows.sort(sorters[q.sort])
  return { rows, unpriced, cheapest, bench, benches, frontier: frontierOf(rows) }
}

/** The rows no other row beats on both cost and score: walking from cheapest, each raises the best score. */
export function frontierOf(rows: CostRow[]): string[] {
  const scored = rows.filter((r) => r.score !== null).sort((a, b) => a.cost.total.amount - b.cost.total.amount || b.score! - a.score!)
  const keys: string[] = []
  let best = -Infinity
  for (const r of scored) {
    if (r.score! > best) {
      keys.push(r.model.key)
      best = r.score!
    }
  }
  return keys
}
