/**
 * What each captured collection shows and where its images come from: a product's own site (logo
 * and screenshots), an AI model's provider (the site's home page: the models of one provider share
 * its logo), an MCP server's website, else the avatar of the GitHub account that hosts it.
 */
export const captureCollections = ['products', 'ai-models', 'mcp-servers'] as const
export type CaptureCollection = (typeof captureCollections)[number]

export type LogoSource = { page: string } | { image: string }
export type CaptureRecord = { id: number; name?: string | null; title?: string | null; provider?: string | null; url?: string | null; websiteUrl?: string | null; repository?: { url?: string | null } | null }

const httpUrl = (value: string | null | undefined): URL | undefined => {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}

export function logoSourceOf(collection: CaptureCollection, record: CaptureRecord): LogoSource | undefined {
  if (collection === 'products') {
    const url = httpUrl(record.url)
    return url && { page: url.toString() }
  }
  if (collection === 'ai-models') {
    const url = httpUrl(record.url)
    return url && { page: `${url.origin}/` }
  }
  const site = httpUrl(record.websiteUrl)
  if (site) return { page: site.toString() }
  const repo = httpUrl(record.repository?.url)
  if (!repo) return undefined
  const owner = repo.hostname === 'github.com' ? /^\/([A-Za-z0-9-]{1,39})(\/|$)/.exec(repo.pathname)?.[1] : undefined
  return owner ? { image: `https://github.com/${owner}.png?size=256` } : { page: repo.toString() }
}

export function screenshotPageOf(record: CaptureRecord): string | undefined {
  return httpUrl(record.url)?.toString()
}

/** The name an image's alt text gives. */
export function displayNameOf(collection: CaptureCollection, record: CaptureRecord): string {
  if (collection === 'ai-models') return record.provider || record.name || `#${record.id}`
  if (collection === 'mcp-servers') return record.title || record.name || `#${record.id}`
  return record.name || `#${record.id}`
}

/** The fields a capture reads of a record. */
export const captureSelect: Record<CaptureCollection, Record<string, true>> = {
  products: { name: true, url: true, logo: true, screenshots: true, imageSources: true, _status: true },
  'ai-models': { name: true, provider: true, url: true, logo: true, imageSources: true, _status: true },
  'mcp-servers': { name: true, title: true, websiteUrl: true, repository: true, logo: true, imageSources: true, _status: true },
}
