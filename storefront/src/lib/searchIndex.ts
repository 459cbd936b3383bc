import { createPgSearchIndex, type SearchIndex } from '@aidir/cms'
import { loadVocabulary } from '@aidir/cms/search'
import { cached } from './cached'
import { getPayload } from './payload'

/**
 * The search vocabulary (synonyms, category names) in the data cache, tagged so that an editor's
 * change to a synonym group or a category expires it at once (cms/src/revalidation/tags.ts).
 */
const searchVocabulary = cached(async () => loadVocabulary(await getPayload()), 'search-vocabulary', ['search-synonyms', 'categories'])

/** The site's search index, reading queries with the cached vocabulary. */
export async function getSearchIndex(): Promise<SearchIndex> {
  return createPgSearchIndex(await getPayload(), { vocabulary: searchVocabulary })
}
