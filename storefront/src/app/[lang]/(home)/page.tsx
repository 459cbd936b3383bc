import type { Metadata } from 'next'
import { HomeSections } from '@/features/home/HomeSections'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const [t, tc] = await Promise.all([getT(locale, 'home'), getT(locale)])
  return pageMetadata({ locale, path: routes.home(), title: tc('site.name'), description: t('metaDescription'), og: { kind: 'home', name: tc('site.name'), tagline: tc('site.tagline') } })
}

export default async function HomePage({ params }: Props) {
  const locale = await resolveLocale(params)
  return <HomeSections locale={locale} />
}
