/**
 * Cold start of the whole product on a built tree: `pnpm bench:start`. Runs `pnpm start` with a
 * fresh data directory (first start: migrations and catalogue load included), stops it, then starts
 * it again on the same data (a restart), each time measuring until the storefront answers 200.
 * Budget (issue 2): under 15 s.
 */
import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '@aidir/cms/db'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aidir-bench-start-'))
await chmod(dataDir, 0o755)

async function startOnce(label: string) {
  const [site, cms] = [await freePort(), await freePort()]
  const started = performance.now()
  const env: NodeJS.ProcessEnv = { ...process.env, AIDIR_DATA_DIR: dataDir, STOREFRONT_PORT: String(site), CMS_PORT: String(cms) }
  delete env.DATABASE_URL
  const log = openSync(path.join(dataDir, `${label.split(' ')[0]}.log`), 'w')
  const child = spawn('pnpm', ['start'], { cwd: root, env, stdio: ['ignore', log, log], detached: true })
  child.on('exit', (code) => code && console.error(`pnpm start exited with ${code}; its log is in ${dataDir}`))
  let ms = NaN
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
    try {
      if ((await fetch(`http://127.0.0.1:${site}/`)).status === 200) {
        ms = performance.now() - started
        break
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  const cmsOk = (await fetch(`http://127.0.0.1:${cms}/admin`).catch(() => undefined))?.status
  console.log(`${label}: storefront answered 200 after ${(ms / 1000).toFixed(1)} s (cms /admin: ${cmsOk})`)
  if (child.exitCode === null) {
    process.kill(-child.pid!, 'SIGINT')
    await new Promise((r) => child.on('exit', r))
  }
}

await startOnce('first start (empty data: migrate + seed)')
await startOnce('restart (existing data)')
await rm(dataDir, { recursive: true, force: true })
