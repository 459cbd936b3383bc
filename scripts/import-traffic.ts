/**
 * `pnpm traffic:import <file.csv|file.json> --granularity month|week [--source similarweb]`:
 * imports a Similarweb-style export into the configured database and prints the report (bad
 * lines and unmatched domains). Exit code 1 when any row was skipped, so scripts notice.
 */
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { importTraffic, parseTrafficFile, payloadClient, poolOf } from '@aidir/cms'
import { z } from 'zod'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { granularity: { type: 'string', default: 'month' }, source: { type: 'string', default: 'import' } } })
const args = z
  .object({ file: z.string().min(1), granularity: z.enum(['month', 'week']), source: z.string().regex(/^[a-z0-9][a-z0-9._-]{1,40}$/) })
  .safeParse({ file: positionals[0], ...values })
if (!args.success) {
  console.error(`usage: pnpm traffic:import <file> --granularity month|week [--source name]\n${args.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`)
  process.exit(2)
}
const { file, granularity, source } = args.data
const payload = await payloadClient()
try {
  const report = await importTraffic(poolOf(payload), parseTrafficFile(file, await readFile(file, 'utf8'), granularity), { granularity, source })
  console.log(`imported ${report.imported}, unchanged ${report.unchanged}, bad rows ${report.errors.length}, unmatched ${report.unmatched.length}`)
  for (const e of report.errors) console.log(`  line ${e.line}: ${e.message}`)
  for (const u of report.unmatched) console.log(`  line ${u.line}: ${u.domain} (${u.reason})`)
  process.exitCode = report.errors.length + report.unmatched.length > 0 ? 1 : 0
} finally {
  await payload.destroy()
}
process.exit(process.exitCode)
