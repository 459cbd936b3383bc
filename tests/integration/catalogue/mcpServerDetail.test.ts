import { mcpServerDetail } from '@aidir/cms/catalogue'
import { locales } from '@aidir/cms/locales'
import { describe, expect, it } from 'vitest'
import { payload, unique } from '../helpers'

/**
 * An MCP server's page reads the server in one statement (cms/src/catalogue/mcpServerDetail.ts):
 * it must say what the Local API says to an anonymous visitor — same arrays in the same order, the
 * same translation fallback — in every language, and nothing of a server that is not published.
 */
const idOf = (v: unknown): number | null => (typeof v === 'number' ? v : typeof (v as { id?: unknown })?.id === 'number' ? (v as { id: number }).id : null)

async function viaLocalApi(locale: (typeof locales)[number], key: string) {
  const { docs } = await payload.find({
    collection: 'mcp-servers',
    locale,
    where: { key: { equals: key } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { key: true, name: true, title: true, description: true, version: true, websiteUrl: true, repository: true, official: true, category: true, tags: true, packages: true, remotes: true, tools: true, stars: true, logo: true, registry: { status: true } },
  })
  const d: any = docs[0]
  if (!d) return null
  return {
    id: d.id,
    key: d.key,
    name: d.name,
    title: d.title,
    description: d.description ?? null,
    version: d.version ?? null,
    websiteUrl: d.websiteUrl ?? null,
    repositoryUrl: d.repository?.url ?? null,
    official: d.official ?? null,
    categoryId: idOf(d.category),
    tagIds: (d.tags ?? []).map(idOf).filter((id: number | null) => id !== null),
    logoId: idOf(d.logo),
    stars: d.stars ?? null,
    registryStatus: d.registry?.status ?? null,
    packages: d.packages ?? [],
    remotes: d.remotes ?? [],
    // A text with no row in any language of the chain is left out by Payload; both say "not published" on the page.
    tools: (d.tools ?? []).map((t: any) => ({ ...t, description: t.description ?? null, parameters: (t.parameters ?? []).map((a: any) => ({ ...a, description: a.description ?? null })) })),
  }
}

describe('MCP server detail in one statement', () => {
  it('says what the Local API says for every seeded server in every language', async () => {
    const { docs } = await payload.find({ collection: 'mcp-servers', pagination: false, depth: 0, overrideAccess: false, select: { key: true } })
    expect(docs.length).toBeGreaterThan(0)
    for (const locale of locales) {
      for (const { key } of docs) {
        expect({ locale, key, row: await mcpServerDetail(payload, locale, key as string) }).toEqual({ locale, key, row: await viaLocalApi(locale, key as string) })
      }
    }
  })

  it('falls back like Payload for a tool described in one language, and hides a draft', async () => {
    const key = unique('fallback-server')
    const created = await payload.create({
      collection: 'mcp-servers',
      locale: 'en',
      data: {
        key,
        name: `io.test/${key}`,
        title: 'Fallback server',
        description: 'English only',
        status: 'published',
        _status: 'published',
        packages: [{ registryType: 'npm', identifier: '@test/server', transport: 'stdio', environmentVariables: [{ name: 'TOKEN', isSecret: true }], packageArguments: [{ type: 'positional', value: 'x' }] }],
        remotes: [{ type: 'sse', url: 'https://example.com/sse' }],
        tools: [{ name: 'search', description: 'Searches', parameters: [{ name: 'q', type: 'string', required: true, description: 'The query' }], returns: 'Results' }],
      } as never,
      overrideAccess: true,
      context: { skipSearchIndex: true },
    })
    for (const locale of locales) expect(await mcpServerDetail(payload, locale, key)).toEqual(await viaLocalApi(locale, key))
    expect((await mcpServerDetail(payload, 'ja', key))?.tools[0]?.description).toBe('Searches')

    await payload.update({ collection: 'mcp-servers', id: created.id, data: { status: 'draft' } as never, overrideAccess: true, context: { skipSearchIndex: true } })
    expect(await mcpServerDetail(payload, 'en', key)).toBeNull()
    expect(await viaLocalApi('en', key)).toBeNull()
  })
})
