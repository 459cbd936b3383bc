import type { Locale } from '@aidir/cms/locales'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'

export type SupportContact = { siteName: string | null; supportHours: string | null; email: string | null; address: string | null }

/** Support hours and contact address from the site-settings global, so the legal and service pages never drift from it. */
export const findSupportContact = cached(
  async (locale: Locale): Promise<SupportContact> => {
    const payload = await getPayload()
    const s: any = await payload.findGlobal({
      slug: 'site-settings',
      locale,
      overrideAccess: false,
      depth: 0,
      select: { siteName: true, supportHours: true, contact: { email: true, address: true } } as never,
    })
    return { siteName: s?.siteName ?? null, supportHours: s?.supportHours ?? null, email: s?.contact?.email ?? null, address: s?.contact?.address ?? null }
  },
  'site-settings:support',
  ['site-settings'],
)
