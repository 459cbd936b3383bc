/**
 * `pnpm seed:synthetic --products 100000 [--seed 1]` fills the database with synthetic products
 * (keys "syn-…", company "Synthetic") for benchmarks; `--clear` removes them again. Never part of
 * the real catalogue.
 */
import { parseArgs } from 'node:util'
import { payloadClient, poolOf } from '@aidir/cms'
import { z } from 'zod'
import { loadCatalogue } from '../load'
import { clearSyntheticProducts, insertSyntheticProducts } from '../synthetic/insert'
import { publishRecentRankings } from '../traffic/recentRankings'

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' }, seed: { type: 'string', default: '1' }, clear: { type: 'boolean', default: false } } })
const args = z
  .object({ products: z.coerce.number().int().min(1).max(5_000_000), seed: z.coerce.number().int(), clear: z.boolean() })
  .safeParse(values)
if (!args.success) {
  console.error(`Invalid arguments: ${args.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}`)
  process.exit(2)
}

const payload = await payloadClient()
try {
  if (args.data.clear) {
    console.log(`removed ${await clearSyntheticProducts(payload)} synthetic products`)
  } else {
    if ((await payload.count({ collection: 'categories', overrideAccess: true })).totalDocs === 0) await loadCatalogue(payload)
    const result = await insertSyntheticProducts(payload, args.data.products, { seed: args.data.seed, log: console.log })
    console.log(`inserted ${result.written} synthetic products in ${result.ms} ms`)
  }
  // The published recent rankings no longer describe the catalogue: republish them over it.
  const started = Date.now()
  const periods = await publishRecentRankings(poolOf(payload), 'compute', { replace: true })
  console.log(`republished ${periods} ranking periods in ${Date.now() - started} ms`)
} finally {
  await payload.destroy()
}
process.exit(0)
