import { serverLiveness, type ServerLiveness } from '@aidir/cms/mcpInspect'
import { recordTag } from '@aidir/cms/revalidation'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

/** The last check of a server's remote and its last tool-list change; refreshed with the server's page. */
export const findMcpLiveness = cached(
  async (key: string): Promise<ServerLiveness | null> => serverLiveness(await getPayload(), key),
  'mcp:liveness',
  (key) => [recordTag('mcp-servers', key)],
)
