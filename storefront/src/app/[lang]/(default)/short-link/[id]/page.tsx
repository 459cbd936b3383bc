import { notFound, permanentRedirect } from 'next/navigation'
import { findProductCardById, parseProductId } from '@/features/pages/shareProduct'
import { resolveLocale } from '@/lib/locale'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'

// Only ever a redirect (or a 404): answered per request, as a cached page could not carry a 308.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string; id: string }> }

/**
 * /short-link/{id}: a short, shareable address of a product by its numeric id. Answers with a
 * permanent redirect to the product's page in the same language; an unknown id is a 404.
 */
export default async function ShortLinkPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const id = parseProductId((await params).id)
  const product = id === null ? null : await findProductCardById(locale, id)
  if (!product) notFound()
  permanentRedirect(localePath(locale, routes.product(product.key)))
}
