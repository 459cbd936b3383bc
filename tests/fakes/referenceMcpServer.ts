import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

/**
 * The protocol's reference server (`@modelcontextprotocol/server-everything`) in its streamable
 * HTTP mode on 127.0.0.1, as the target of the playground, the probe and the proxy bench.
 */
export type ReferenceServer = { url: string; port: number; stop(): Promise<void> }

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** `sse`: the older HTTP+SSE transport (GET /sse, POST /message) instead of streamable HTTP. */
export async function startReferenceServer(mode: 'streamableHttp' | 'sse' = 'streamableHttp'): Promise<ReferenceServer> {
  const require = createRequire(import.meta.url)
  const entry = join(dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')), 'dist/index.js')
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [entry, mode], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] })
  await new Promise<void>((resolve, reject) => {
    let said = ''
    const timer = setTimeout(() => reject(new Error(`the reference MCP server did not start: ${said}`)), 30_000)
    child.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('listening on port') || said.includes('running on port')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the reference MCP server exited (${code}): ${said}`))
    })
  })
  child.stderr!.resume()
  return {
    url: `http://127.0.0.1:${port}/${mode === 'sse' ? 'sse' : 'mcp'}`,
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
