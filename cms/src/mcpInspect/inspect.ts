import { InspectError, toInspectError } from './errors'
import { callTool, listOffer, type CallView, type Offer } from './explore'
import { playgroundCaps, targetPolicy, type Caps, type TargetPolicy } from './policy'
import type { RpcLogEntry } from './rpcLog'
import { connectMcp, type McpSession, type TransportKind } from './session'
import { headerRecord, type CallInput, type TargetInput } from './input'
import { recentTools, rememberTools, toolCacheKey } from './toolCache'

export type ServerView = { transport: TransportKind; protocolVersion?: string; serverName?: string; serverVersion?: string }
export type InspectResult = { server: ServerView; offer: Offer; log: RpcLogEntry[] }
export type CallResult = { server: ServerView; result: CallView; log: RpcLogEntry[] }
/** A refusal that carries the log so far: the playground shows what was said before it failed. */
export type InspectFailure = InspectError & { log?: RpcLogEntry[] }

type Setup = { policy?: TargetPolicy; caps?: Caps; signal?: AbortSignal }

async function withSession<T>(input: TargetInput, setup: Setup, work: (session: McpSession) => Promise<T>): Promise<T> {
  const session = await connectMcp(input.url, { policy: setup.policy ?? targetPolicy(), caps: setup.caps ?? playgroundCaps, headers: headerRecord(input.headers), transport: input.transport, signal: setup.signal })
  try {
    return await work(session)
  } catch (err) {
    const failure = toInspectError(err) as InspectFailure
    failure.log = session.log.entries
    throw failure
  } finally {
    await session.close()
  }
}

function serverView(session: McpSession): ServerView {
  return { transport: session.transport, protocolVersion: session.protocolVersion, serverName: session.serverInfo?.name, serverVersion: session.serverInfo?.version }
}

/** Connects through the SSRF-safe fetch and lists tools, resources and prompts. */
export function inspectServer(input: TargetInput, setup: Setup = {}): Promise<InspectResult> {
  return withSession(input, setup, async (session) => {
    const offer = await listOffer(session)
    rememberTools(toolCacheKey(input.url, headerRecord(input.headers)), offer.tools)
    return { server: serverView(session), offer, log: session.log.entries }
  })
}

/** Connects, checks the arguments against the tool's schema and calls it. */
export function callRemoteTool(input: CallInput, setup: Setup = {}): Promise<CallResult> {
  const key = toolCacheKey(input.url, headerRecord(input.headers))
  return withSession(input, setup, async (session) => {
    let known = recentTools(key)
    if (!known?.some((t) => t.name === input.tool)) {
      const { tools } = await session.run((o) => session.client.listTools(undefined, o))
      known = tools.map(({ name, title, description, inputSchema, outputSchema, annotations }) => ({ name, title, description, inputSchema, outputSchema, annotations }))
      rememberTools(key, known)
    }
    return { server: serverView(session), result: await callTool(session, input.tool, input.arguments, known), log: session.log.entries }
  })
}
