import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { Implementation, ServerCapabilities } from '@modelcontextprotocol/sdk/types.js'
import { SafeFetchError } from '../net/safeFetch'
import { InspectError, toInspectError } from './errors'
import type { Caps, TargetPolicy } from './policy'
import { RpcLog } from './rpcLog'
import { safeMcpFetch } from './safeMcpFetch'

export type TransportKind = 'streamable-http' | 'sse'

export type ConnectOptions = {
  policy: TargetPolicy
  caps: Caps
  /** Headers for this server only (API keys): sent with its requests, never stored or logged. */
  headers?: Record<string, string>
  /** `auto`: streamable HTTP, then SSE when the server does not take it. */
  transport?: TransportKind | 'auto'
  signal?: AbortSignal
}

/** One open connection to a remote MCP server through the SSRF-safe fetch. */
export type McpSession = {
  client: Client
  transport: TransportKind
  log: RpcLog
  protocolVersion: string | undefined
  serverInfo: Implementation | undefined
  capabilities: ServerCapabilities | undefined
  /** Runs an operation, failing as soon as the connection faults (a cap hit, a blocked redirect). */
  run<T>(operation: (options: { timeout: number; signal?: AbortSignal }) => Promise<T>): Promise<T>
  close(): Promise<void>
}

const clientInfo = { name: 'aidir-mcp-inspector', version: '1.0.0' }

export async function connectMcp(url: string, options: ConnectOptions): Promise<McpSession> {
  const kind = options.transport ?? 'auto'
  if (kind !== 'auto') return connectWith(url, kind, options)
  try {
    return await connectWith(url, 'streamable-http', options)
  } catch (err) {
    // Only a server that answered but refused streamable HTTP (an old SSE-only server) gets the second try.
    if (!(err instanceof InspectError) || err.code !== 'unreachable' || !/HTTP 4\d\d|Error POSTing/i.test(err.message)) throw err
    return connectWith(url, 'sse', options)
  }
}

async function connectWith(url: string, kind: TransportKind, options: ConnectOptions): Promise<McpSession> {
  const log = new RpcLog()
  let fault: SafeFetchError | undefined
  let failNow: (err: SafeFetchError) => void = () => {}
  const faulted = new Promise<never>((_, reject) => {
    failNow = reject
  })
  faulted.catch(() => {})
  const fetch = safeMcpFetch(options.policy, options.caps, (err) => {
    fault ??= err
    failNow(err)
  })
  let target: URL
  try {
    target = new URL(url)
  } catch {
    throw new InspectError('blocked', 'not a URL')
  }
  const requestInit: RequestInit = { headers: options.headers ?? {} }
  const transport: Transport =
    kind === 'sse'
      ? new SSEClientTransport(target, { fetch, requestInit, eventSourceInit: { fetch } })
      : new StreamableHTTPClientTransport(target, { fetch, requestInit, reconnectionOptions: { maxReconnectionDelay: 1000, initialReconnectionDelay: 1000, reconnectionDelayGrowFactor: 1, maxRetries: 0 } })
  log.attach(transport)
  const client = new Client(clientInfo, { capabilities: {} })
  const race = <T>(p: Promise<T>) => Promise.race([p, faulted]).catch((err: unknown) => {
    throw toInspectError(err, fault)
  })
  try {
    await race(client.connect(transport, { timeout: options.caps.requestTimeoutMs, signal: options.signal }))
  } catch (err) {
    await client.close().catch(() => {})
    throw err
  }
  return {
    client,
    transport: kind,
    log,
    protocolVersion: log.protocolVersion,
    serverInfo: client.getServerVersion(),
    capabilities: client.getServerCapabilities(),
    run: (operation) => race(operation({ timeout: options.caps.requestTimeoutMs, signal: options.signal })),
    close: () => client.close().catch(() => {}),
  }
}
