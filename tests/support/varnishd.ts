import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * Debian's varnishd (packages varnish and varnish-modules) running our production VCL, unprivileged,
 * with each storefront backend pointed at a local port. Missing varnishd is an error, never a skip:
 * the VCL is only trusted when it ran.
 */
export type Varnish = { url: string; port: number; close(): Promise<void> }

// The parameters docker-compose.yml gives the varnish service.
const PARAMETERS = ['-p', 'http_resp_hdr_len=64k', '-p', 'http_resp_size=128k', '-p', 'workspace_backend=256k']

const VARNISHD = ['/usr/sbin/varnishd', '/usr/bin/varnishd'].find((p) => existsSync(p))

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** The VCL with backend `host` (as docker compose names it) at 127.0.0.1:`port`. */
export function pointBackends(vcl: string, backends: Record<string, number>): string {
  let out = vcl
  for (const [host, port] of Object.entries(backends)) {
    const pattern = new RegExp(`\\.host = "${host}";(\\s*)\\.port = "\\d+";`)
    if (!pattern.test(out)) throw new Error(`the VCL has no backend at host "${host}"`)
    out = out.replace(pattern, `.host = "127.0.0.1";$1.port = "${port}";`)
  }
  return out
}

const answers = async (port: number, deadline: number): Promise<void> => {
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true)).once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`varnishd did not listen on ${port} in time`)
}

export async function startVarnish(vclFile: string, backends: Record<string, number>): Promise<Varnish> {
  if (!VARNISHD) throw new Error('varnishd is not installed: install the Debian packages varnish and varnish-modules')
  const dir = await mkdtemp(path.join(os.tmpdir(), 'varnish-'))
  // varnishd's compiler runs as another (jailed) user: it must read the VCL.
  await chmod(dir, 0o755)
  const vcl = path.join(dir, 'default.vcl')
  await writeFile(vcl, pointBackends(await readFile(vclFile, 'utf8'), backends), { mode: 0o644 })
  const port = await freePort()
  let log = ''
  const child: ChildProcess = spawn(VARNISHD, ['-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-T', '127.0.0.1:0', '-f', vcl, '-s', 'malloc,64m', ...PARAMETERS], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout!.on('data', (c) => (log += c))
  child.stderr!.on('data', (c) => (log += c))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))])
    if (child.exitCode === null) child.kill('SIGKILL')
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await Promise.race([
      answers(port, Date.now() + 30_000),
      exited.then(() => {
        throw new Error(`varnishd exited: ${log}`)
      }),
    ])
  } catch (error) {
    await close()
    throw error
  }
  return { url: `http://127.0.0.1:${port}`, port, close }
}
