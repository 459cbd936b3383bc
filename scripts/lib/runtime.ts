import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@aidir/cms/db'

export const root = path.resolve(import.meta.dirname, '../..')
/** Where local state lives (embedded database, generated secret); AIDIR_DATA_DIR moves it. */
export const dataDir = path.resolve(process.env.AIDIR_DATA_DIR ?? path.join(root, '.data'))

/** Loads .env (if any) without overriding variables already set. */
export function loadDotEnv(): void {
  const file = path.join(root, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

/** A PAYLOAD_SECRET that survives restarts: from the environment, else generated once into .data/. */
export async function ensureSecret(): Promise<string> {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.join(dataDir, 'payload-secret')
  if (!existsSync(file)) {
    await mkdir(dataDir, { recursive: true })
    await writeFile(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
  return process.env.PAYLOAD_SECRET
}

/** DATABASE_URL if set; otherwise the embedded PostgreSQL under .data/postgres. */
export async function ensureDatabase(log: (line: string) => void = () => {}): Promise<EmbeddedDatabase | undefined> {
  if (process.env.DATABASE_URL) return undefined
  const db = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), log })
  process.env.DATABASE_URL = db.url
  return db
}
