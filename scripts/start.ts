/**
 * `pnpm start` (and `pnpm dev` with --dev): the whole product on one machine. Builds what is not
 * built, starts the embedded PostgreSQL unless DATABASE_URL is set, migrates and seeds, then runs
 * cms (:3001), storefront (:3000) and the tasks worker with one log stream, until Ctrl-C, which
 * stops the services first and the database last (lib/shutdown.ts).
 */
import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
// The settings alone: the package's root would load the Payload config, which reads them.
import { EnvError, parseEnv } from '@aidir/cms/env'
import { apps, build, isBuildCurrent } from './lib/build'
import { exited, run } from './lib/processes'
import { dataDir, ensureDatabase, ensureSecret, loadDotEnv, root } from './lib/runtime'
import { onStopRequest, runInOwnProcessGroup, stopServicesThenDatabase } from './lib/shutdown'

await runInOwnProcessGroup(import.meta.filename)

const dev = process.argv.includes('--dev')
const started = Date.now()
loadDotEnv()
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' })
process.env.NEXT_TELEMETRY_DISABLED = '1'
await ensureSecret()

let settings
try {
  // Validate everything before spending time; the database URL is filled in just below.
  settings = parseEnv({ ...process.env, DATABASE_URL: process.env.DATABASE_URL || 'postgres://placeholder' })
} catch (err) {
  if (err instanceof EnvError) {
    console.error(err.message)
    process.exit(1)
  }
  throw err
}

// A build older than its sources would serve yesterday's code: rebuild it.
if (!dev) for (const app of apps) if (!isBuildCurrent(app)) await build(app)

// Whatever has started by the time of a stop request is stopped, services before the database.
const children: ChildProcess[] = []
let db: Awaited<ReturnType<typeof ensureDatabase>>
let stopping = false
async function shutdown(code = 0) {
  if (stopping) return
  stopping = true
  await stopServicesThenDatabase(children, db)
  process.exit(code)
}
onStopRequest(() => void shutdown(0))

db = await ensureDatabase().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
if (db) console.log(`embedded PostgreSQL on ${new URL(process.env.DATABASE_URL!).port} (data in ${dataDir.startsWith(root) ? path.relative(root, path.join(dataDir, 'postgres')) : path.join(dataDir, 'postgres')})`)

const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
const prepare = run('prepare', tsx, [path.join(root, 'scripts', 'prepare.ts')])
children.push(prepare)
const prepared = await exited(prepare)
// A stop asked for meanwhile is under way and ends this process.
if (stopping) await new Promise(() => {})
if (prepared !== 0) {
  console.error(`prepare exited with ${prepared}`)
  await shutdown(1)
}
children.length = 0

const nextMode = dev ? 'dev' : 'start'
// PORT too: the storefront calls itself on the port it listens on (features/routing/ownOrigin.ts).
// Loopback unless LISTEN_HOST says otherwise; Next behind the edge only ever talks to the edge.
const next = (app: string, port: number, host: string) =>
  run(app, path.join(root, app, 'node_modules', '.bin', 'next'), [nextMode, '-p', String(port), '-H', host], { cwd: path.join(root, app), env: { ...process.env, PORT: String(port) } })
// In production the edge cache (edge/) answers on the public port with Next behind it, as a CDN
// would; the dev server answers directly, so every edit shows at once.
const storefrontPort = dev ? settings.STOREFRONT_PORT : settings.STOREFRONT_APP_PORT
children.push(
  next('cms', settings.CMS_PORT, settings.LISTEN_HOST),
  next('storefront', storefrontPort, dev ? settings.LISTEN_HOST : '127.0.0.1'),
  ...(dev ? [] : [run('edge', tsx, [path.join(root, 'edge', 'src', 'main.ts'), String(settings.STOREFRONT_PORT), `http://127.0.0.1:${storefrontPort}`, settings.LISTEN_HOST])]),
  run('tasks', tsx, [...(dev ? ['watch'] : []), path.join(root, 'tasks', 'src', 'main.ts')]),
)
console.log(`starting: storefront http://localhost:${settings.STOREFRONT_PORT}  cms http://localhost:${settings.CMS_PORT}/admin  (${Date.now() - started} ms)`)

// One service dying takes the others down, so a broken start is never half-running.
for (const child of children) child.on('exit', (code) => !stopping && void shutdown(code ?? 1))
