import { InspectError, type InspectErrorCode, type InspectFailure } from '@aidir/cms/mcpInspect'
import { ApiError, type ApiErrorCode } from '@/features/api/route'

/**
 * What the playground answers for each way a remote server can fail. The message is the English
 * text the page translates by `data.reason`; the JSON-RPC log so far rides along in `data`. A
 * remote server's fault is the address the user gave not working (422, as for a website the GEO
 * checker cannot read), never a 5xx of ours: no input makes the site answer 5xx.
 */
export const proxyAnswers: Record<InspectErrorCode, [ApiErrorCode, string]> = {
  blocked: ['badRequest', 'This address cannot be reached from the playground'],
  unreachable: ['unprocessable', 'The MCP server could not be reached'],
  timeout: ['unprocessable', 'The MCP server did not answer in time'],
  too_large: ['unprocessable', 'The MCP server’s answer was too large'],
  protocol: ['unprocessable', 'The address did not answer as an MCP server'],
  unknown_tool: ['notFound', 'The server has no such tool'],
  invalid_arguments: ['badRequest', 'The arguments do not match the tool’s input schema'],
}

export function proxyError(err: unknown): unknown {
  if (!(err instanceof InspectError)) return err
  const [code, message] = proxyAnswers[err.code]
  const failure = err as InspectFailure
  return new ApiError(code, message, { data: { reason: err.code, detail: err.code === 'invalid_arguments' ? err.details : undefined, log: failure.log ?? [] } })
}
