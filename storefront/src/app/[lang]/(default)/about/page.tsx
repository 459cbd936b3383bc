import type { Metadata } from 'next'
import { AboutPage } from '@/features/about/AboutPage'
import { legalValues } from '@/features/pages/LegalDocument'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const [t, values] = await Promise.all([getT(locale, 'pages'), legalValues(locale)])
  return pageMetadata({ locale, path: routes.about(), title: t('about.title', values), description: t('about.description', values) })
}

/** /about: who runs the directory, its editorial policy, its figures' sources, and a wrong-fact report form. */
export default async function About({ params }: Props) {
  const locale = await resolveLocale(params)
  return <AboutPage locale={locale} />
}
