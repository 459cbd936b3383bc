import { InspectError, type InspectErrorCode, type InspectFailure } from '@aidir/cms/mcpInspect'
import { ApiError, type ApiErrorCode } from '@/features/api/route'

/**
 * What the playground answers for each way a remote server can fail. The message is the English
 * text the page translates by `data.reason`; the JSON-RPC log so far rides along in `data`.
 */
export const proxyAnswers: Record<InspectErrorCode, [ApiErrorCode, string]> = {
  blocked: ['badRequest', 'This address cannot be reached from the playground'],
  unreachable: ['badGateway', 'The MCP server could not be reached'],
  timeout: ['badGateway', 'The MCP server did not answer in time'],
  too_large: ['badGateway', 'The MCP server’s answer was too large'],
  protocol: ['badGateway', 'The address did not answer as an MCP server'],
  unknown_tool: ['notFound', 'The server has no such tool'],
  invalid_arguments: ['badRequest', 'The arguments do not match the tool’s input schema'],
}

export function proxyError(err: unknown): unknown {
  if (!(err instanceof InspectError)) return err
  const [code, message] = proxyAnswers[err.code]
  const failure = err as InspectFailure
  return new ApiError(code, message, { data: { reason: err.code, detail: err.code === 'invalid_arguments' ? err.details : undefined, log: failure.log ?? [] } })
}
