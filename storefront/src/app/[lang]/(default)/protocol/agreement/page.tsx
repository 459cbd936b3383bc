import type { Metadata } from 'next'
import { LegalDocument, legalDocuments, legalValues } from '@/features/pages/LegalDocument'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'

// Rendered once, then served from the route cache and regenerated at most every 60 s
// (CONTENT_REVALIDATE_SECONDS; a CMS change also revalidates at once). Must be a literal.
export const revalidate = 60

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const [t, values] = await Promise.all([getT(locale, 'pages'), legalValues(locale)])
  return pageMetadata({ locale, path: legalDocuments.agreement.path(), title: t('agreement.title'), description: t('agreement.description', values) })
}

/** The user agreement of the site, in the page language. */
export default async function AgreementPage({ params }: Props) {
  const locale = await resolveLocale(params)
  return <LegalDocument locale={locale} name="agreement" />
}
