/** Validates the catalogue files without touching any database: `pnpm --filter @aidir/seed check`. */
import { CatalogueError, readCatalogue } from '../catalogue'

try {
  const c = readCatalogue()
  const counts = Object.entries(c).map(([k, v]) => `${k} ${v.length}`)
  console.log(`catalogue ok: ${counts.join(', ')}`)
} catch (err) {
  if (err instanceof CatalogueError) {
    console.error(err.message)
    process.exit(1)
  }
  throw err
}
