import type { Metadata } from 'next'
import { LegalDocument, legalDocuments, legalValues } from '@/features/pages/LegalDocument'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const [t, values] = await Promise.all([getT(locale, 'pages'), legalValues(locale)])
  return pageMetadata({ locale, path: legalDocuments.privacy.path(), title: t('privacy.title'), description: t('privacy.description', values) })
}

/** The privacy policy of the site, in the page language. */
export default async function PrivacyPolicyPage({ params }: Props) {
  const locale = await resolveLocale(params)
  return <LegalDocument locale={locale} name="privacy" />
}
