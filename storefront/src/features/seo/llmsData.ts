import { catalogueFacts, type CatalogueFacts } from '@aidir/cms/catalogue'
import { unstable_cache } from 'next/cache'
import { getPayload } from '@/lib/payload'

/**
 * The figures and category list llms.txt states, read by the catalogue domain and cached for an hour
 * (the file's own Cache-Control is an hour too; the counts need not be fresher than that).
 */
export type LlmsFacts = CatalogueFacts

export const llmsFacts = unstable_cache(async (): Promise<LlmsFacts> => catalogueFacts(await getPayload()), ['seo-llms-facts'], { revalidate: 3600, tags: ['content'] })
