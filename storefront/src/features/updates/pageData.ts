import { offeredPackages } from '@aidir/cms/catalogue'
import { formatMoney } from '@aidir/cms/lib'
import type { Locale } from '@aidir/cms/locales'
import { type ListingValues, readListedProduct } from '@aidir/cms/updates'
import { getPayload } from '@/lib/payload'
import { edition } from '@/lib/site'

/** A listed product as the update form starts from: its current values, screenshots with their images. */
export type ProductToUpdate = { key: string; name: string; values: ListingValues; screenshots: { id: number; url: string }[] }

/**
 * The published product `key` names, read as a visitor (the order is checked again as the buyer
 * when it is placed), with every value an update may change in all four languages.
 */
export async function productToUpdate(key: string | undefined): Promise<ProductToUpdate | null> {
  if (!key || key.length > 200) return null
  const payload = await getPayload()
  const product = await readListedProduct(payload, { key, user: null })
  if (!product) return null
  const ids = product.values.screenshots ?? []
  const media = ids.length ? (await payload.find({ collection: 'media', where: { id: { in: ids } }, limit: ids.length, depth: 0, overrideAccess: false })).docs : []
  const urlOf = new Map(media.map((m) => [m.id, m.sizes?.thumbnail?.url ?? m.url ?? '']))
  return { key: product.key, name: product.name, values: product.values, screenshots: ids.map((id) => ({ id, url: urlOf.get(id) ?? '' })) }
}

/** The price of an update in the edition's currency (the one createUpdateOrder charges), formatted; null when none is on sale. */
export async function updatePrice(locale: Locale): Promise<string | null> {
  const [offer] = await offeredPackages(await getPayload(), 'update', locale, edition() === 'cn' ? 'CNY' : 'USD')
  return offer ? formatMoney(offer.price, locale, { wholeUnits: true }) : null
}
