import type { Locale } from '@aidir/cms/locales'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

/** The comparison's columns, in the order of the CMS field's choices (mcp-clients `features`). */
export const mcpClientFeatures = ['tools', 'resources', 'prompts', 'sampling', 'roots', 'elicitation', 'oauth'] as const

/** An MCP client of the guide as the page shows it (published facts only: the review mark stays staff-only). */
export type McpClientFacts = {
  key: string
  name: string
  vendor: string
  website: string
  docsUrl: string
  description: string
  transports: string[]
  features: string[]
  platforms: string[]
  configLocation: string
}

/** A server the generator can be asked about: its key and the name it is shown by. */
export type McpServerChoice = { key: string; title: string }

/** Published MCP clients in the editors' order, through the Local API as an anonymous visitor. */
export const findMcpClients = cached(
  async (locale: Locale): Promise<McpClientFacts[]> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'mcp-clients',
      locale,
      sort: ['order', 'name'],
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { key: true, name: true, vendor: true, website: true, docsUrl: true, description: true, transports: true, features: true, platforms: true, configLocation: true },
    })
    return result.docs.map((d) => ({
      key: d.key,
      name: d.name,
      vendor: d.vendor,
      website: d.website,
      docsUrl: d.docsUrl,
      description: d.description ?? '',
      transports: d.transports ?? [],
      features: d.features ?? [],
      platforms: d.platforms ?? [],
      configLocation: d.configLocation,
    }))
  },
  'mcp:clients',
  ['mcp-clients'],
)

/** Every published server by title, for the generator's choice (keys and titles only). */
export const findMcpServerChoices = cached(
  async (locale: Locale): Promise<McpServerChoice[]> => {
    const payload = await getPayload()
    const result = await payload.find({
      collection: 'mcp-servers',
      locale,
      sort: ['title', 'key'],
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { key: true, title: true },
    })
    return result.docs.map((d) => ({ key: d.key, title: d.title ?? d.key }))
  },
  'mcp:choices',
  ['mcp-servers'],
)
