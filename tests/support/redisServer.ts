import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '@aidir/cms/db'
import { until } from './until'

/**
 * A throwaway `redis-server` (Debian's, or REDIS_SERVER) on a free port, its data in a temporary
 * folder. It can be stopped and started again on the same port with the same data, as a real one
 * restarts, to test what the site does while Redis is down.
 */
export async function startRedis(): Promise<{ url: string; start: () => Promise<void>; pause: () => Promise<void>; stop: () => Promise<void> }> {
  const port = await freePort()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'redis-'))
  let child: ChildProcess | undefined
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always']
    child = spawn(process.env.REDIS_SERVER ?? '/usr/bin/redis-server', args, { stdio: 'ignore' })
    await until(`redis-server on port ${port} to answer`, () => ping(port), { timeoutMs: 10_000, everyMs: 50 })
  }
  const stop = async () => {
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child!.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, start, stop: async () => (await stop(), rmSync(dir, { recursive: true, force: true })), pause: stop }
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'))
    socket.on('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))))
    socket.on('error', () => resolve(false))
  })
}
