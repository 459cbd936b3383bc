import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The id of the build this server runs (.next/BUILD_ID, or the NEXT_DIST_DIR a dev server uses).
 * Next writes it before pages are prerendered, so static pages carry the right id too. A dev
 * server has no build id: then null, and the BuildWatcher takes the first manifest it sees as
 * its baseline.
 */
let memo: string | null | undefined

export function runningBuildId(): string | null {
  if (memo !== undefined) return memo
  memo = null
  if (process.env.NODE_ENV === 'production') {
    try {
      memo = readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim() || null
    } catch {
      // Not started from a build directory: the watcher falls back to its baseline.
    }
  }
  return memo
}
