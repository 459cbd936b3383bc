/** `pnpm search:rebuild`: rebuilds the whole search index from the published content. */
import { createPgSearchIndex, payloadClient } from '@aidir/cms'

const payload = await payloadClient()
const started = Date.now()
const written = await createPgSearchIndex(payload).rebuild()
console.log(`search index rebuilt: ${written} documents in ${Date.now() - started} ms`)
await payload.destroy()
process.exit(0)
