import type { CallView, Offer, RpcLogEntry, ServerView, ToolView } from '@aidir/cms/mcpInspect'

/** What the proxy answers, as the page reads it. */
export type InspectAnswer = { server: ServerView; offer: Offer; log: RpcLogEntry[] }
export type CallAnswer = { server: ServerView; result: CallView; log: RpcLogEntry[] }
export type ProxyRefusal = { reason?: string; detail?: { path: string; message: string }[]; log?: RpcLogEntry[] }
export type { CallView, Offer, RpcLogEntry, ServerView, ToolView }
