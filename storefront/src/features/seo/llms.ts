import { localeMeta, locales, type Locale } from '@aidir/cms/locales'
import { routes } from '../../lib/routes'
import type { LlmsFacts } from './llmsData'

/**
 * llms.txt (https://llmstxt.org): a Markdown summary of the site for AI agents: an H1 with the
 * site's name, a quoted one-line summary, then sections of links. Pure: URLs come from `url`.
 */
export type LlmsOptions = {
  siteName: string
  /** Absolute URL of a page path in English (the language this file is written in). */
  url: (path: string) => string
  /** Absolute URL of a path exactly as given (for prefixes and machine-readable files). */
  rawUrl: (path: string) => string
  defaultLocale: Locale
  facts: LlmsFacts
}

const n = (value: number) => value.toLocaleString('en-US')
const englishNames: Record<Locale, string> = { en: 'English', zh: 'Simplified Chinese', 'zh-TW': 'Traditional Chinese (Taiwan)', ja: 'Japanese' }

export function llmsText(o: LlmsOptions): string {
  const { counts } = o.facts
  const link = (label: string, path: string, note?: string) => `- [${label}](${o.url(path)})${note ? `: ${note}` : ''}`
  const lines: string[] = [
    `# ${o.siteName}`,
    '',
    `> A directory of AI products, AI models, MCP (Model Context Protocol) servers, AI news and application guides, in English, Simplified Chinese, Traditional Chinese and Japanese. It lists ${n(counts.products)} published AI products, ${n(counts.models)} AI models and ${n(counts.mcpServers)} MCP servers.`,
    '',
    'Every product has a detail page with its description, target users, use cases, features, pricing, FAQ, tags, website traffic figures, alternatives and related news. Pages are server-rendered HTML; each has a canonical URL and hreflang alternates.',
    '',
    `Figures as of ${o.facts.readAt.slice(0, 10)}: ${n(counts.products)} products, ${n(counts.models)} models, ${n(counts.mcpServers)} MCP servers, ${n(counts.news)} news articles, ${n(counts.guides)} guides.`,
    '',
    '## Main sections',
    '',
    link('Home', routes.home(), 'featured and editor picks, new products, categories, latest news'),
    link('AI tools', routes.tools(), 'tabs for products, MCP servers, models, news and guides'),
    link('Rankings', routes.rankings(), 'traffic rankings of AI websites: weekly (updated Wednesdays), monthly (updated on the 8th), quarterly, by region and by category'),
    link('All categories', routes.categories(), 'products by category (list below)'),
    link('Paid products', routes.paidProducts()),
    link('Open-source products', routes.openSourceProducts()),
    link('AI models', routes.models(), `${n(counts.models)} models with provider, context window, modalities and prices; one page per model at ${o.url(routes.model('{key}'))}`.replace('%7Bkey%7D', '{key}')),
    link('MCP servers', routes.mcpServers(), `${n(counts.mcpServers)} servers with their tools (parameters and return values) and install configuration per client`),
    link('AI news', routes.news(), 'latest articles'),
    link('AI daily brief', routes.dailyBriefs()),
    link('Application guides', routes.guides(), `${n(counts.guides)} guides and tutorials`),
    link('AI data market', routes.dataMarket(), 'training datasets and data procurement'),
    link('Computing power market', routes.computeMarket(), 'GPU servers, leasing and all-in-one machines'),
    link('AI services', routes.services(), 'GEO, training, data labeling, agent customization, consultation, hardware'),
    link('AI agents', routes.agent()),
    link('Submit a product', routes.submission(), 'paid listing, advertising and product-update services for product owners'),
    link('Business services', routes.business(), 'submission packages, ad positions with price and current occupancy, product updates, other paid services, FAQs'),
    '',
    '## Products by category',
    '',
    `One page per product at ${o.url(routes.product('{key}')).replace('%7Bkey%7D', '{key}')}.`,
  ]
  for (const group of o.facts.categoryGroups) {
    lines.push('', `### ${group.name}`, '')
    for (const c of group.categories) {
      lines.push(link(c.name, routes.category(c.key), `${n(c.products)} products${c.description ? `. ${c.description.replace(/\s+/g, ' ').trim()}` : ''}`))
    }
  }
  lines.push(
    '',
    '## Search',
    '',
    `Search products, models, MCP servers, news and guides with ${o.url(routes.discover('{query}')).replace('%7Bquery%7D', '{query}')}, the query URL-encoded (for example ${o.url(routes.discover('image generation'))}). Results show the total count and can be filtered by type (paid or open source), category, tags and content language (English or Chinese), and sorted by rating, downloads, time, latest, popularity, views or likes.`,
    '',
    '## Languages',
    '',
    `Every page exists in four languages under a path prefix; without a prefix the default language (${englishNames[o.defaultLocale]}) is served.`,
    '',
    ...locales.map((l) => `- ${englishNames[l]}, ${localeMeta[l].label} (hreflang ${localeMeta[l].hreflang}): ${o.rawUrl(`/${localeMeta[l].prefix}`)}`),
    '',
    '## Machine-readable',
    '',
    `- [Sitemap index](${o.rawUrl('/sitemap.xml')}): every page in every language with hreflang alternates`,
    `- [robots.txt](${o.rawUrl('/robots.txt')})`,
    '',
    '## Optional',
    '',
    link('User agreement', routes.agreement()),
    link('Privacy policy', routes.privacy()),
    '',
  )
  return lines.join('\n')
}
