/** Liveness of an MCP server's remote, as a check found it. */
export const livenessStates = ['up', 'degraded', 'down'] as const
export type Liveness = (typeof livenessStates)[number]

/** Slower than this, a server that answers everything is degraded. */
export const slowMs = 2_000

/**
 * down: no MCP session could be opened; degraded: it opened but a listing failed or the whole
 * check took longer than `slowMs`; up: everything answered in time.
 */
export function livenessOf(check: { connected: boolean; listed: boolean; latencyMs: number }): Liveness {
  if (!check.connected) return 'down'
  if (!check.listed || check.latencyMs > slowMs) return 'degraded'
  return 'up'
}

/** The half-hour slot a check belongs to (its ISO start): one check per server and slot. */
export function probeSlot(at: Date): string {
  const slot = new Date(at)
  slot.setUTCSeconds(0, 0)
  slot.setUTCMinutes(slot.getUTCMinutes() < 30 ? 0 : 30)
  return slot.toISOString()
}

/** Tools that came and went between two lists of names. */
export function toolChanges(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  const a = new Set(before)
  const b = new Set(after)
  return { added: after.filter((n) => !a.has(n)), removed: before.filter((n) => !b.has(n)) }
}
