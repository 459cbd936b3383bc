import type { SearchEntity } from '@aidir/cms'
import type { Locale } from '@aidir/cms/locales'
import { cached } from '@/lib/cached'
import { textPreview } from '@/lib/format'
import { routes } from '@/lib/routes'
import { getSearchIndex } from '@/lib/searchIndex'
import { localePath } from '@/lib/site'
import type { Suggestion, SuggestionKind } from './suggestQuery'

/** A few of each kind, searched separately so one popular kind cannot crowd out the others. */
export const SUGGESTIONS_PER_KIND = 4

const kinds: { kind: SuggestionKind; entity: SearchEntity; path: (key: string) => string }[] = [
  { kind: 'product', entity: 'products', path: routes.product },
  { kind: 'model', entity: 'ai-models', path: routes.model },
  { kind: 'mcp', entity: 'mcp-servers', path: routes.mcpServer },
]

const searchSuggestions = cached(
  async (text: string, locale: Locale): Promise<Omit<Suggestion, 'href'>[]> => {
    const index = await getSearchIndex()
    const perKind = await Promise.all(
      kinds.map(async ({ kind, entity }) => {
        const { hits } = await index.search({ text, locale, entities: [entity], limit: SUGGESTIONS_PER_KIND, offset: 0 })
        return hits.map((hit) => ({ kind, key: hit.key, title: hit.title, summary: textPreview(hit.summary) }))
      }),
    )
    return perKind.flat()
  },
  'search-suggestions',
  ['search'],
)

export async function findSuggestions(text: string, locale: Locale): Promise<Suggestion[]> {
  const found = await searchSuggestions(text.toLowerCase(), locale)
  return found.map((s) => ({ ...s, href: localePath(locale, kinds.find((k) => k.kind === s.kind)!.path(s.key)) }))
}
