import { type ChildProcess, spawn } from 'node:child_process'
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '@aidir/cms/db'
import { until } from './until'

export type RedisServer = { url: string; start: () => Promise<void>; pause: () => Promise<void>; stop: () => Promise<void> }

/**
 * A throwaway `redis-server` (Debian's, or REDIS_SERVER) on a free loopback port, its data in a
 * temporary folder.
 *
 * - `keepData: true` (the outage tests): an append-only file written on every command, so it can be
 *   stopped and started again on the same port with the same data, as a real one restarts.
 * - `keepData: false`: no persistence at all, as production runs the page cache (Redis holds
 *   nothing the database cannot rebuild); for a storefront that just needs its shared cache.
 *
 * A missing program fails at once, naming what to install, instead of timing out on the port.
 */
export async function startRedis({ keepData = true }: { keepData?: boolean } = {}): Promise<RedisServer> {
  const program = process.env.REDIS_SERVER ?? '/usr/bin/redis-server'
  try {
    accessSync(program, constants.X_OK)
  } catch {
    throw new Error(`${program} is missing: the storefront's shared-cache tests need Redis (Debian: \`apt-get install redis-server\`, or set REDIS_SERVER to the program)`)
  }
  const port = await freePort()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'redis-'))
  const persistence = keepData ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no']
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', ...persistence]
  let child: ChildProcess | undefined
  const start = async () => {
    let output = ''
    const current = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    child = current
    current.stdout?.on('data', (d) => (output = (output + d).slice(-4000)))
    current.stderr?.on('data', (d) => (output = (output + d).slice(-4000)))
    current.on('error', (error) => (output += `\n${error.message}`))
    await until(`redis-server on port ${port} to answer`, async () => (current.exitCode !== null || current.signalCode !== null ? 'exited' : (await ping(port)) && 'up'), {
      timeoutMs: 10_000,
      everyMs: 50,
    })
      .then((state) => {
        if (state === 'exited') throw new Error(`redis-server exited at start:\n${output}`)
      })
      .catch((error: Error) => {
        current.kill('SIGKILL')
        throw error.message.includes(output) ? error : new Error(`${error.message}\n${output}`)
      })
  }
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child!.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  await start().catch((error) => {
    rmSync(dir, { recursive: true, force: true })
    throw error
  })
  return { url: `redis://127.0.0.1:${port}`, start, stop: async () => (await stop(), rmSync(dir, { recursive: true, force: true })), pause: stop }
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'))
    socket.on('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))))
    socket.on('error', () => resolve(false))
  })
}
