import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '../locales'

export type SellerDetails = { name: string; taxNumber: string; address: string; email: string }

/**
 * The seller printed on invoices, from the admin's Invoice settings (localized name and address,
 * so a Chinese invoice names the company in Chinese). A system read: customers never read the
 * settings themselves, they see them frozen on their issued invoice.
 */
export async function sellerDetails(payload: Payload, locale: Locale, req?: PayloadRequest): Promise<SellerDetails | null> {
  const settings = (await payload.findGlobal({ slug: 'invoice-settings', locale: locale as never, depth: 0, overrideAccess: true, req })) as Partial<Record<keyof SellerDetails, string | null>>
  const name = settings.name?.trim()
  const taxNumber = settings.taxNumber?.trim()
  if (!name || !taxNumber) return null
  return { name, taxNumber, address: settings.address?.trim() ?? '', email: settings.email?.trim() ?? '' }
}
