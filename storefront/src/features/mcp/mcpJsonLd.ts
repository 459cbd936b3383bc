import type { McpServerDetail } from './types'

/** schema.org SoftwareApplication of an MCP server, linking its repository and website. */
export function mcpJsonLd(server: McpServerDetail, pageUrl: string) {
  const sameAs = [server.repositoryUrl, server.websiteUrl].filter((u): u is string => Boolean(u))
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: server.title,
    alternateName: server.name,
    description: server.description,
    url: pageUrl,
    applicationCategory: 'DeveloperApplication',
    ...(server.version ? { softwareVersion: server.version } : {}),
    ...(server.category ? { applicationSubCategory: server.category.name } : {}),
    ...(sameAs.length ? { sameAs: [...new Set(sameAs)] } : {}),
    ...(server.tags.length ? { keywords: server.tags.map((t) => t.name).join(', ') } : {}),
  }
}
