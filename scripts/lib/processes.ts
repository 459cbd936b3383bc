import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

const colours = { cms: 35, storefront: 36, edge: 96, tasks: 33, prepare: 32, build: 34 } as Record<string, number>

/** Starts a child whose output lines are prefixed with its name, so all services share one log. */
export function run(name: string, command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): ChildProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
  const tag = `\x1b[${colours[name] ?? 37}m[${name}]\x1b[0m `
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => process.stdout.write(`${tag}${line}\n`))
  }
  return child
}

export function exited(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
}

/** Runs a command to completion and fails loudly if it fails. */
export async function runToEnd(name: string, command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  const code = await exited(run(name, command, args, options))
  if (code !== 0) throw new Error(`${name}: ${command} ${args.join(' ')} exited with ${code}`)
}

export async function stopAll(children: ChildProcess[], timeoutMs = 15_000): Promise<void> {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  const timer = setTimeout(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')), timeoutMs)
  await Promise.all(children.map(exited))
  clearTimeout(timer)
}
