import { absoluteUrl } from '@/lib/site'
import { indexFacts } from '@/features/seo/data'
import { partPath, singleParts } from '@/features/seo/parts'
import { xmlResponse } from '@/features/seo/respond'
import { sitemapIndex, type SitemapRef } from '@/features/seo/xml'

/** The sitemap index: one file per content type, products split into files of 10,000. */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const facts = await indexFacts()
  const refs: SitemapRef[] = []
  for (const kind of singleParts) {
    refs.push({ loc: absoluteUrl(partPath({ kind })), lastmod: facts.lastmod[kind] })
    // Products right after the static pages and categories, in file order.
    if (kind === 'tags') for (const f of facts.productFiles) refs.push({ loc: absoluteUrl(partPath({ kind: 'products', page: f.page })), lastmod: f.lastmod })
  }
  return xmlResponse(sitemapIndex(refs))
}
