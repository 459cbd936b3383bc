import { createHash } from 'node:crypto'
import { z } from 'zod'
import { registryStatuses, type RegistryStatus } from './statuses'

/**
 * One item of `GET /v0.1/servers` (the registry's ServerResponse): `server` is server.json in its
 * current camelCase schema, `_meta["io.modelcontextprotocol.registry/official"]` the registry's own
 * facts (status, publishedAt, updatedAt, isLatest). Objects pass through unknown keys: we keep the
 * entry as served and read only what we store in columns. An item that does not parse is skipped
 * with its reason; the rest of the page is written.
 */
export const OFFICIAL_META = 'io.modelcontextprotocol.registry/official'

const httpUrl = z.url({ protocol: /^https?$/ })
const transport = z.looseObject({ type: z.enum(['stdio', 'streamable-http', 'sse']), url: z.string().max(2000).optional() })
const packageSchema = z.looseObject({
  registryType: z.string().min(1).max(50),
  identifier: z.string().min(1).max(500),
  version: z.string().max(255).optional(),
  registryBaseUrl: z.string().max(500).optional(),
  transport: transport.optional(),
})
const remoteSchema = z.looseObject({ type: z.enum(['streamable-http', 'sse']), url: z.string().min(1).max(2000) })
/** No NUL and no lone surrogate: PostgreSQL refuses them, and one bad entry must not fail its page. */
const safeText = (max: number) => z.string().max(max).refine((s) => !/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s), 'contains a NUL or a lone surrogate')

export const serverDetailSchema = z.looseObject({
  name: z.string().min(3).max(200).regex(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/, 'not a reverse-DNS name with one slash'),
  description: safeText(2000).pipe(z.string().min(1)),
  version: z.string().min(1).max(255),
  title: safeText(200).optional(),
  websiteUrl: httpUrl.max(2000).optional().catch(undefined),
  // Some published entries carry an empty repository ({ url: "", source: "" }): read as none.
  repository: z.looseObject({ url: z.string().max(2000).optional(), source: z.string().max(100).optional(), subfolder: z.string().max(500).optional() }).optional(),
  packages: z.array(packageSchema).max(50).optional(),
  remotes: z.array(remoteSchema).max(50).optional(),
})

export const serverResponseSchema = z.looseObject({
  server: serverDetailSchema,
  _meta: z
    .looseObject({
      [OFFICIAL_META]: z
        .looseObject({
          status: z.enum(registryStatuses).optional(),
          publishedAt: z.iso.datetime({ offset: true }).optional(),
          updatedAt: z.iso.datetime({ offset: true }).optional(),
          isLatest: z.boolean().optional(),
        })
        .optional(),
    })
    .optional(),
})

/** What the sync writes for one server (the columns of `mcp_registry_entries`). */
export type EntryRow = {
  name: string
  version: string
  status: RegistryStatus
  isLatest: boolean
  title: string | null
  description: string
  repositoryUrl: string | null
  repositorySubfolder: string | null
  websiteUrl: string | null
  publishedAt: string | null
  updatedAt: string | null
  packages: unknown[]
  remotes: unknown[]
  server: unknown
  contentHash: string
}

export type ParsedEntry = { ok: true; row: EntryRow } | { ok: false; name: string | null; reason: string }

export function parseEntry(item: unknown): ParsedEntry {
  const parsed = serverResponseSchema.safeParse(item)
  if (!parsed.success) {
    const name = (item as { server?: { name?: unknown } } | null)?.server?.name
    const issue = parsed.error.issues[0]!
    return { ok: false, name: typeof name === 'string' ? name.slice(0, 200) : null, reason: `${issue.path.join('.') || 'entry'}: ${issue.message}` }
  }
  const { server, _meta } = parsed.data
  const official = _meta?.[OFFICIAL_META]
  const repositoryUrl = server.repository?.url && httpUrl.safeParse(server.repository.url).success ? server.repository.url : null
  return {
    ok: true,
    row: {
      name: server.name,
      version: server.version,
      status: official?.status ?? 'active',
      isLatest: official?.isLatest ?? true,
      title: server.title ?? null,
      description: server.description,
      repositoryUrl,
      repositorySubfolder: repositoryUrl ? (server.repository?.subfolder ?? null) : null,
      websiteUrl: server.websiteUrl ?? null,
      publishedAt: official?.publishedAt ?? null,
      updatedAt: official?.updatedAt ?? null,
      packages: server.packages ?? [],
      remotes: server.remotes ?? [],
      server: (item as { server: unknown }).server,
      // What the registry served for this entry, its own facts included: unchanged means nothing to write.
      contentHash: createHash('sha256').update(JSON.stringify(item)).digest('base64url'),
    },
  }
}
