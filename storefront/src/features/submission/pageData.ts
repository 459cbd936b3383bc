import { offeredPackages } from '@aidir/cms/catalogue'
import { formatMoney } from '@aidir/cms/lib'
import type { Locale } from '@aidir/cms/locales'
import { getCategoryTree } from '@/features/catalogue/categories'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'
import { edition } from '@/lib/site'

/** A package card's data, its price already formatted on the server in the edition's currency. */
export type PackageCard = { id: number; name: string; description: string; benefits: string[]; durationDays: number | null; highlighted: boolean; price: string }
export type CategoryChoice = { id: number; label: string }

/** The currency the order is charged in: the edition's (createSubmissionOrder picks the same). */
export const editionCurrency = () => (edition() === 'cn' ? 'CNY' : 'USD')

const loadPackages = async (locale: Locale, currency: string): Promise<PackageCard[]> =>
  (await offeredPackages(await getPayload(), 'submission', locale, currency)).map(({ price, key: _key, ...pkg }) => ({ ...pkg, price: formatMoney(price, locale, { wholeUnits: true }) }))

export const submissionPackages = cached(loadPackages, 'submission:packages', ['ai-services'])

/** The catalogue's categories as one list for a select: "Group › Category". */
export async function categoryChoices(locale: Locale): Promise<CategoryChoice[]> {
  const tree = await getCategoryTree(locale)
  return tree.flatMap((group) => (group.children.length ? group.children.map((c) => ({ id: c.id, label: `${group.name} › ${c.name}` })) : [{ id: group.id, label: group.name }]))
}
