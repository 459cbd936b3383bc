/**
 * Runs one command with DATABASE_URL and PAYLOAD_SECRET set, starting the embedded PostgreSQL
 * first when no DATABASE_URL is configured, and stopping it afterwards.
 *   tsx scripts/with-db.ts <command> [args…]
 */
import { spawn } from 'node:child_process'
import { ensureDatabase, ensureSecret, loadDotEnv } from './lib/runtime'

loadDotEnv()
await ensureSecret()
const db = await ensureDatabase()
const [command, ...args] = process.argv.slice(2)
if (!command) throw new Error('usage: with-db <command> [args…]')
const child = spawn(command, args, { stdio: 'inherit', env: process.env })
const code: number = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))))
await db?.stop()
process.exit(code)
