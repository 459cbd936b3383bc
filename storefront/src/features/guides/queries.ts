import type { Locale } from '@aidir/cms/locales'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'
import { recordTag } from '@aidir/cms/revalidation'

/** The three kinds of guide, in the order the guide page shows them. */
export const guideKinds = ['application', 'case_tutorial', 'review'] as const
export type GuideKind = (typeof guideKinds)[number]

export type GuideSummary = { id: number; key: string; kind: GuideKind; title: string; summary: string; publishedAt: string | null }
export type Guide = GuideSummary & {
  body: string
  updatedAt: string
  tags: { key: string; name: string }[]
  relatedProductIds: number[]
  relatedMcpServers: { key: string; title: string }[]
}

/** Every published guide, newest first; the catalogue has tens of them, so one read serves the page. */
export const findGuides = cached(
  async (locale: Locale): Promise<GuideSummary[]> => {
    const payload = await getPayload()
    const { docs } = await payload.find({
      collection: 'guides',
      locale,
      overrideAccess: false,
      sort: ['-publishedAt', '-id'],
      limit: 500,
      depth: 0,
      select: { key: true, kind: true, title: true, summary: true, publishedAt: true },
    })
    return docs.map((d: any) => ({ id: d.id, key: d.key, kind: d.kind, title: d.title ?? '', summary: d.summary ?? '', publishedAt: d.publishedAt ?? null }))
  },
  'guides:all',
  ['guides'],
)

/** One guide by key with tags and related records; null when unknown or unpublished. */
export const findGuide = cached(
  async (locale: Locale, key: string): Promise<Guide | null> => {
    const payload = await getPayload()
    const { docs } = await payload.find({
      collection: 'guides',
      locale,
      overrideAccess: false,
      where: { key: { equals: key } },
      limit: 1,
      depth: 1,
      select: { key: true, kind: true, title: true, summary: true, body: true, publishedAt: true, updatedAt: true, tags: true, relatedProducts: true, relatedMcpServers: true },
      populate: { tags: { key: true, name: true }, products: { key: true }, 'mcp-servers': { key: true, title: true } } as never,
    })
    const d: any = docs[0]
    if (!d) return null
    // Relations the visitor may not read (drafts) stay bare ids at depth 1: show only populated ones.
    const objects = (list: unknown): any[] => (Array.isArray(list) ? list.filter((x) => x && typeof x === 'object') : [])
    return {
      id: d.id,
      key: d.key,
      kind: d.kind,
      title: d.title ?? '',
      summary: d.summary ?? '',
      body: d.body ?? '',
      publishedAt: d.publishedAt ?? null,
      updatedAt: d.updatedAt,
      tags: objects(d.tags).map((t) => ({ key: t.key, name: t.name })),
      relatedProductIds: objects(d.relatedProducts).map((p) => p.id),
      relatedMcpServers: objects(d.relatedMcpServers).map((m) => ({ key: m.key, title: m.title })),
    }
  },
  'guides:one',
  (_locale, key) => [recordTag('guides', key)],
)

/** The published case tutorials that use an MCP server (by the server's key), newest first. */
export const findTutorialsForServer = cached(
  async (locale: Locale, serverKey: string): Promise<GuideSummary[]> => {
    const payload = await getPayload()
    const { docs } = await payload.find({
      collection: 'guides',
      locale,
      overrideAccess: false,
      where: { kind: { equals: 'case_tutorial' }, 'relatedMcpServers.key': { equals: serverKey } },
      sort: ['-publishedAt', '-id'],
      limit: 20,
      // Twenty rows, no total: without this Payload counts the matching guides as well, on every first render of a server's page.
      pagination: false,
      depth: 0,
      select: { key: true, kind: true, title: true, summary: true, publishedAt: true },
    })
    return docs.map((d: any) => ({ id: d.id, key: d.key, kind: d.kind, title: d.title ?? '', summary: d.summary ?? '', publishedAt: d.publishedAt ?? null }))
  },
  'guides:for-server',
  (_locale, serverKey) => ['guides', recordTag('mcp-servers', serverKey)],
)
