import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The floor app of bench/ssrFloor.bench.ts: Next's defaults, inside the workspace. */
export default { turbopack: { root: path.resolve(dirname, '../..') }, outputFileTracingRoot: path.resolve(dirname, '../..'), poweredByHeader: false }
