/**
 * Remote MCP servers, reached only through the SSRF-safe fetch of `net/`: the playground's proxy
 * (list what a server offers, call a tool) and the probe (liveness, tool-list changes).
 */
export { InspectError, type InspectErrorCode } from './errors'
export { callRemoteTool, inspectServer, type CallResult, type InspectFailure, type InspectResult, type ServerView } from './inspect'
export { callInput, headersInput, mcpInspectMessages, targetInput, type CallInput, type TargetInput } from './input'
export type { CallView, ContentView, Offer, PromptView, ResourceView, ToolView } from './explore'
export type { RpcLogEntry } from './rpcLog'
export { openableUrl } from './links'
export { playgroundCaps, probeCaps, targetPolicy, type Caps, type TargetPolicy } from './policy'
export { connectMcp, type McpSession, type TransportKind } from './session'
export { livenessOf, livenessStates, probeSlot, toolChanges, type Liveness } from './liveness'
export { probeRemote, probeServer, serverLiveness, serversToProbe, type ProbeOutcome, type ServerLiveness } from './probe'
