import type { Locale } from '@aidir/cms/locales'
import { mediaByIds, categoryAndTags, mcpServerDetail } from '@aidir/cms/catalogue'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'
import type { McpPackage, McpRemote } from './installConfig'
import { MCP_PER_PAGE, type McpQuery, mcpSort, mcpWhere } from './query'
import type { McpCard, McpServerDetail, Ref } from './types'
import { recordTag } from '@aidir/cms/revalidation'
import { logoMediaOf, logoMediaSelect } from '@/features/logo/media'

/** Published MCP servers through the Local API as an anonymous visitor (the access rules apply). */
const ref = (v: any): Ref | null => (v && typeof v === 'object' ? { key: v.key, name: v.name } : null)

export const findMcpServers = cached(
  async (locale: Locale, query: McpQuery) => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'mcp-servers',
      locale,
      where: mcpWhere(query),
      sort: mcpSort(query.sort),
      limit: MCP_PER_PAGE,
      page: query.page,
      depth: 1,
      overrideAccess: false,
      select: {
        key: true,
        name: true,
        title: true,
        description: true,
        official: true,
        category: true,
        packages: { transport: true },
        remotes: { url: true },
        tools: { name: true },
        stars: true,
        logo: true,
      },
      populate: { categories: { key: true, name: true }, media: logoMediaSelect },
    })
    const items: McpCard[] = result.docs.map((d: any) => ({
      key: d.key,
      name: d.name,
      title: d.title,
      description: d.description ?? '',
      official: Boolean(d.official),
      category: ref(d.category),
      stdio: (d.packages ?? []).some((p: any) => p.transport === 'stdio'),
      remote: (d.remotes ?? []).length > 0,
      toolCount: (d.tools ?? []).length,
      stars: d.stars ?? null,
      logo: logoMediaOf(d.logo),
    }))
    return { total: result.totalDocs, page: query.page, totalPages: result.totalPages, items }
  },
  'mcp:list',
  ['mcp-servers'],
)

/** The MCP categories (children of the kind "mcp" groups), in their editorial order. */
export const findMcpCategories = cached(
  async (locale: Locale): Promise<Ref[]> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'categories',
      locale,
      where: { and: [{ kind: { equals: 'mcp' } }, { parent: { exists: true } }] },
      sort: ['order', 'name'],
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { key: true, name: true },
    })
    return result.docs.map((d) => ({ key: d.key, name: d.name ?? d.key }))
  },
  'mcp:categories',
  ['categories'],
)

/** Whether any published server has a star count (the stars sort is offered only then). */
export const mcpStarsAvailable = cached(
  async () => {
    const payload = await getPayload()
    const { totalDocs } = await payload.count({ collection: 'mcp-servers', where: { stars: { exists: true } }, overrideAccess: false })
    return totalDocs > 0
  },
  'mcp:stars',
  ['mcp-servers'],
)

export const findMcpServer = cached(
  async (locale: Locale, key: string): Promise<McpServerDetail | null> => {
    const payload = await getPayload()
    // One statement of the catalogue domain for the server and its arrays (the Local API's find cost more than the rest
    // of the page's data), category and tags by one more, the logo by one media read.
    const d = await mcpServerDetail(payload, locale, key)
    if (!d) return null
    const [labels, media] = await Promise.all([
      categoryAndTags(payload, locale, d.categoryId, d.tagIds),
      mediaByIds(payload, locale, d.logoId === null ? [] : [d.logoId]),
    ])
    return {
      key: d.key,
      name: d.name,
      title: d.title,
      description: d.description ?? '',
      version: d.version ?? null,
      websiteUrl: d.websiteUrl ?? null,
      repositoryUrl: d.repositoryUrl ?? null,
      official: Boolean(d.official),
      category: labels.category ? { key: labels.category.key, name: labels.category.name } : null,
      tags: labels.tags.map((t) => ({ key: t.key, name: t.name })),
      packages: d.packages as McpPackage[],
      remotes: d.remotes as McpRemote[],
      tools: d.tools.map((t) => ({
        name: t.name,
        description: t.description ?? null,
        parameters: t.parameters.map((p) => ({ name: p.name, type: p.type, required: Boolean(p.required), description: p.description ?? null })),
        returns: t.returns ?? null,
      })),
      stars: d.stars ?? null,
      logo: logoMediaOf(d.logoId === null ? null : (media.get(d.logoId) ?? null)),
      registryStatus: (d.registryStatus ?? null) as McpServerDetail['registryStatus'],
    }
  },
  'mcp:detail',
  (_locale, key) => [recordTag('mcp-servers', key)],
)
