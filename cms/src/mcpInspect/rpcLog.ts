import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'

/**
 * The JSON-RPC messages of one connection, as the playground shows them: direction, time since the
 * connection began and the message as JSON text, cut to a size a page can show. Only messages are
 * recorded, never HTTP headers, so the keys a user typed for the server never enter the log.
 */
export type RpcLogEntry = { dir: 'out' | 'in'; atMs: number; text: string; truncated?: boolean }

const maxEntries = 200
const maxEntryChars = 16_000

export class RpcLog {
  readonly entries: RpcLogEntry[] = []
  private readonly started = performance.now()
  /** The protocol version the server agreed to in its initialize answer. */
  protocolVersion: string | undefined

  record(dir: 'out' | 'in', message: unknown): void {
    const m = message as { result?: { protocolVersion?: unknown } }
    if (dir === 'in' && typeof m?.result?.protocolVersion === 'string' && !this.protocolVersion) this.protocolVersion = m.result.protocolVersion
    if (this.entries.length >= maxEntries) return
    let text = JSON.stringify(message) ?? ''
    const truncated = text.length > maxEntryChars
    if (truncated) text = `${text.slice(0, maxEntryChars)}…`
    this.entries.push({ dir, atMs: Math.round(performance.now() - this.started), text, ...(truncated ? { truncated } : {}) })
  }

  /** Wraps a transport so every message sent and received is recorded. */
  attach<T extends Transport>(transport: T): T {
    const send = transport.send.bind(transport)
    transport.send = (message, options) => {
      this.record('out', message)
      return send(message, options)
    }
    let handler: Transport['onmessage']
    Object.defineProperty(transport, 'onmessage', {
      configurable: true,
      get: () => handler,
      set: (next: Transport['onmessage']) => {
        handler = next
          ? (message, extra) => {
              this.record('in', message)
              next(message, extra)
            }
          : next
      },
    })
    return transport
  }
}
