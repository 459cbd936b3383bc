import type { Metadata } from 'next'
import { PhoneBindingPanel } from '@/features/phone-binding/PhoneBindingPanel'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { privatePageMetadata } from '@/lib/privateMetadata'
import { edition } from '@/lib/site'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'verification')
  // A personal settings page: nothing for search engines.
  return privatePageMetadata(locale, t('phone.title'))
}

/** SMS notification settings: bind a verified phone to the account (SPEC §3 notification subscription). */
export default async function NotificationsPage({ params }: Props) {
  await resolveLocale(params)
  return (
    <div style={{ padding: '24px 16px', display: 'grid', justifyItems: 'center' }}>
      <PhoneBindingPanel edition={edition()} />
    </div>
  )
}
