import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * What every fake vendor server shares, so each fake file holds only its vendor's protocol:
 * a listener on 127.0.0.1 that can leave answers hanging (to reach a client's timeout), JSON
 * answers, and the faults a test scripts.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

export type LocalServer = {
  url: string
  port: number
  /** Never answer this request; `close` drops it. */
  hang: (res: ServerResponse) => void
  close: () => Promise<void>
}

export async function listenOnLoopback(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<LocalServer> {
  const hanging = new Set<ServerResponse>()
  const server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hang: (res) => {
      hanging.add(res)
      res.on('close', () => hanging.delete(res))
    },
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * Faults a test scripts: `failNext` answers the next requests in order; `failWhen` answers the
 * requests a predicate picks, `times` times (`defaultTimes` unless given). Queued faults come first.
 */
export function faultScript<Fault, Key>(defaultTimes = Infinity) {
  const queued: Fault[] = []
  let rules: { when: (key: Key) => boolean; fault: Fault; left: number }[] = []
  return {
    failNext: (...faults: Fault[]) => void queued.push(...faults),
    failWhen: (when: (key: Key) => boolean, fault: Fault, times = defaultTimes) => void rules.push({ when, fault, left: times }),
    take: (key: Key): Fault | undefined => {
      const next = queued.shift()
      if (next) return next
      const rule = rules.find((r) => r.left > 0 && r.when(key))
      if (!rule) return undefined
      rule.left--
      return rule.fault
    },
    clear: () => {
      queued.length = 0
      rules = []
    },
  }
}
