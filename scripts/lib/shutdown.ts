import { type ChildProcess, spawn } from 'node:child_process'
import { stopAll } from './processes'

/**
 * A clean Ctrl-C. The terminal sends SIGINT to its whole foreground process group: PostgreSQL
 * would stop at once and cut the connections of services still running ("terminating connection
 * due to administrator command"). So the script runs again in a process group of its own, which
 * the terminal does not signal; this first process only asks it to stop, and it stops the
 * services first and the database last.
 */
const SUPERVISED = 'AIDIR_SUPERVISED'
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

/**
 * Unless already there, re-runs `script` (with this process's arguments) in its own process
 * group and never returns: this process exits with its exit code. Stop requests are passed on once.
 */
export async function runInOwnProcessGroup(script: string): Promise<void> {
  if (process.env[SUPERVISED]) return
  // The same Node with the same loader flags (tsx's), so the copy runs exactly as this one does.
  const child = spawn(process.execPath, [...process.execArgv, script, ...process.argv.slice(2)], {
    detached: true,
    // The IPC channel closes when this process dies, however it dies: the group then stops too.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [SUPERVISED]: '1' },
  })
  let asked = false
  const passOn = () => {
    if (asked) return
    asked = true
    child.kill('SIGTERM')
  }
  for (const signal of signals) {
    process.removeAllListeners(signal)
    process.on(signal, passOn)
  }
  await new Promise<never>(() => child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0))))
}

/**
 * Calls `stop` once on the first stop request: a signal, or the first process going away. Replaces
 * other handlers of those signals (the embedded PostgreSQL package stops the database on SIGINT
 * by itself, which would race the services' own shutdown).
 */
export function onStopRequest(stop: () => void): void {
  let called = false
  const once = () => {
    if (called) return
    called = true
    stop()
  }
  for (const signal of signals) {
    process.removeAllListeners(signal)
    process.on(signal, once)
  }
  process.on('disconnect', once)
}

/** The order that keeps the log clean: every service has exited before the database stops. */
export async function stopServicesThenDatabase(services: ChildProcess[], database: { stop(): Promise<void> } | undefined, log: (line: string) => void = console.log): Promise<void> {
  log('stopping the services…')
  await stopAll(services)
  if (!database) return
  log('services stopped; stopping the database…')
  await database.stop()
  log('database stopped')
}
