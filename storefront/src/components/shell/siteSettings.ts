import type { Locale } from '@aidir/cms/locales'
import { fragment } from '@/lib/fragments'
import { getPayload } from '@/lib/payload'

export type FooterSettings = {
  siteName: string | null
  supportHours: string | null
  contact: { email: string | null; phone: string | null; wechat: string | null; address: string | null }
}

/** The localized site-settings fields the footer shows, held in memory per language (lib/fragments.ts). */
export const getFooterSettings = fragment(
  async (locale: Locale): Promise<FooterSettings> => {
    const payload = await getPayload()
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      locale,
      depth: 0,
      overrideAccess: false,
      select: { siteName: true, supportHours: true, contact: true },
    })
    const contact = settings.contact ?? {}
    return {
      siteName: settings.siteName || null,
      supportHours: settings.supportHours || null,
      contact: { email: contact.email || null, phone: contact.phone || null, wechat: contact.wechat || null, address: contact.address || null },
    }
  },
  'footer-settings',
  ['site-settings'],
)
