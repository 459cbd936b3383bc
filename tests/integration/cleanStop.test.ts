import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { until } from '../support/until'

/**
 * Ctrl-C on `pnpm start`: the terminal signals its whole foreground process group. The services
 * must stop before the database, so no service sees its connection cut. Runs start.ts's life cycle
 * (tests/fixtures/cleanStop/launcher.ts: the same shutdown module, a real embedded PostgreSQL, real
 * child processes holding busy connections) and presses Ctrl-C as a terminal does.
 */
const root = path.resolve(import.meta.dirname, '../..')
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '')

describe('Ctrl-C on pnpm start', () => {
  it('stops the services first and the database last, with no connection error in the log', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env }
    delete env.AIDIR_SUPERVISED
    const launcher = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'tests', 'fixtures', 'cleanStop', 'launcher.ts')], {
      // A process group of its own, as a terminal gives the command it runs in the foreground.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    })
    let log = ''
    launcher.stdout!.on('data', (d) => (log += d))
    launcher.stderr!.on('data', (d) => (log += d))
    const exit = new Promise<number | null>((resolve) => launcher.on('exit', (code) => resolve(code)))
    try {
      await until('both services to report ready', () => /\[tasks\] ready/.test(plain(log)) && /\[storefront\] ready/.test(plain(log)), { timeoutMs: 90_000 })
    } catch (error) {
      process.kill(-launcher.pid!, 'SIGKILL')
      throw new Error(`${(error as Error).message}\n${log}`)
    }

    // What Ctrl-C does: SIGINT to every process of the foreground group.
    process.kill(-launcher.pid!, 'SIGINT')
    expect(await exit, log).toBe(0)

    const lines = plain(log).split('\n')
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line))
    const order = [/^stopping the services/, /\[tasks\] stopped on SIGTERM/, /\[storefront\] stopped on SIGTERM/, /stopping the database/, /^database stopped/].map(at)
    expect(order.every((i) => i >= 0), log).toBe(true)
    expect(order[0]).toBeLessThan(Math.min(order[1]!, order[2]!))
    expect(Math.max(order[1]!, order[2]!)).toBeLessThan(order[3]!)
    expect(order[3]).toBeLessThan(order[4]!)
    // Asked by the first process, not hit by the terminal's signal: the services saw SIGTERM only.
    expect(log).not.toMatch(/stopped on SIGINT/)
    expect(log).not.toMatch(/terminating connection|connection error|query failed|Connection terminated|ECONNRESET/i)
  }, 120_000)
})
