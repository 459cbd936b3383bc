import { partPages, productRows } from '@/features/seo/data'
import { parsePartFile } from '@/features/seo/parts'
import { productsSitemapStream } from '@/features/seo/productsSitemap'
import { notFoundResponse, sitemapContext, xmlResponse } from '@/features/seo/respond'
import { urlset } from '@/features/seo/xml'

/** One part of the sitemap: /sitemaps/static.xml, /sitemaps/products-3.xml, … (see sitemap.xml). */
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const part = parsePartFile((await params).file)
  if (!part) return notFoundResponse()
  const ctx = sitemapContext()
  if (part.kind === 'products') {
    const rows = await productRows(part.page)
    return rows ? xmlResponse(productsSitemapStream(rows, ctx)) : notFoundResponse()
  }
  return xmlResponse(urlset(await partPages(part.kind), ctx))
}
