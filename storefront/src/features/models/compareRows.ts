import type { Money } from '@aidir/cms/lib'
import type { ComparableModel } from './types'

/**
 * Which figures of a comparison differ, and which model is best on a figure where "best" has a
 * meaning (lowest price, largest window, highest score). Pure, so the rules are unit-tested.
 */
export type Better = 'lower' | 'higher'

/** Indexes of the best values (ties all win); none when fewer than two models have the figure or all are equal. */
export function bestOf(values: (number | null)[], better: Better): number[] {
  const known = values.flatMap((v, i) => (v == null ? [] : [[v, i] as const]))
  if (known.length < 2) return []
  const target = better === 'lower' ? Math.min(...known.map(([v]) => v)) : Math.max(...known.map(([v]) => v))
  const winners = known.filter(([v]) => v === target).map(([, i]) => i)
  return winners.length === known.length ? [] : winners
}

/** True when the models do not all show the same thing (a missing figure differs from a present one). */
export function differs(values: unknown[]): boolean {
  return new Set(values.map((v) => JSON.stringify(v ?? null))).size > 1
}

/**
 * A price as a comparable number: prices in different currencies are not ranked against each
 * other (null), so a yuan price never "wins" against dollars by its digits.
 */
export function comparablePrices(prices: (Money | null)[]): (number | null)[] {
  const currencies = new Set(prices.filter(Boolean).map((p) => p!.currency))
  return prices.map((p) => (p && currencies.size === 1 ? p.amount : null))
}

/** The benchmark names the compared models publish, most widely published first. */
export function benchmarkNames(models: ComparableModel[]): string[] {
  const counts = new Map<string, number>()
  for (const m of models) for (const b of m.benchmarks) counts.set(b.name, (counts.get(b.name) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en')).map(([name]) => name)
}
