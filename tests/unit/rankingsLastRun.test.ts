import { describe, expect, it } from 'vitest'
import { lastRunSummary } from '../../cms/src/admin/rankings/lastRunSummary'

/** The rankings screen says what the last manual run did, not just "completed". */
describe('last manual recompute, in words', () => {
  const base = { id: 'j', state: 'completed', completedOn: '2026-11-22T13:00:00.000Z' }
  const output = { granularity: 'month', period: '2026-10', skipped: false, empty: false, snapshots: 40, superseded: 0, rows: 1200, ms: 80 }

  it('a period without traffic data published nothing', () => {
    expect(lastRunSummary({ ...base, output: { ...output, empty: true, rows: 0, snapshots: 0 } })).toMatch(/2026-10 has no traffic data yet, nothing was published/)
  })

  it('an already published period was kept, and how to replace it', () => {
    expect(lastRunSummary({ ...base, output: { ...output, skipped: true } })).toMatch(/already published and kept.*Replace/)
  })

  it('a publication gives period and size; a failure its reason', () => {
    expect(lastRunSummary({ ...base, output })).toMatch(/^published 2026-10 .*\(1200 rows\)$/)
    expect(lastRunSummary({ ...base, output: { ...output, superseded: 40 } })).toMatch(/replaced the previous version/)
    expect(lastRunSummary({ ...base, state: 'failed', output: { message: 'no pool' } })).toMatch(/^failed .*: no pool$/)
    expect(lastRunSummary(undefined)).toBe('—')
  })
})
