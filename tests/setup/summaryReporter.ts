import { writeFileSync } from 'node:fs'
import type { Reporter, TestModule } from 'vitest/node'

/**
 * Ends the run with one plain line, "N passed, N failed, N skipped", for CI logs, and writes the
 * counts to TEST_SUMMARY_FILE: scripts/test.ts decides the exit status from them, because a
 * library's exit hook in the main process (embedded PostgreSQL's) can end vitest with status 0.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const mod of modules) {
      let failedHere = 0
      for (const test of mod.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failedHere++
        else skipped++
      }
      // A file that failed outside its tests (an import, a beforeAll hook) counts as one failure.
      if (mod.state() === 'failed' && failedHere === 0) failedHere = 1
      failed += failedHere
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`)
    if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify({ passed, failed, skipped }))
  }
}
