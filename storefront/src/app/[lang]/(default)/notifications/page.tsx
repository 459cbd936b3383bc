import type { Metadata } from 'next'
import { PhoneBindingPanel } from '@/features/phone-binding/PhoneBindingPanel'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { edition } from '@/lib/site'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getT(await resolveLocale(params), 'verification')
  // A personal settings page: nothing for search engines.
  return { title: t('phone.title'), robots: { index: false, follow: false } }
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
