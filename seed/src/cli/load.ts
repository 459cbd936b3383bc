/** `pnpm seed`: loads the curated catalogue into the configured database. */
import { payloadClient } from '@aidir/cms'
import { CatalogueError } from '../catalogue'
import { loadCatalogue } from '../load'

const payload = await payloadClient()
try {
  const report = await loadCatalogue(payload, { log: console.log })
  for (const w of report.warnings) console.warn(`warning: ${w}`)
  console.log(
    `catalogue loaded in ${report.ms} ms: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged; ${report.searchDocuments} search documents`,
  )
} catch (err) {
  console.error(err instanceof CatalogueError ? err.message : err)
  process.exitCode = 1
} finally {
  await payload.destroy()
}
process.exit()
