import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { AdvertiseTab } from '@/features/business/AdvertiseTab'
import { BusinessFaq } from '@/features/business/BusinessFaq'
import { BusinessTabs } from '@/features/business/BusinessTabs'
import styles from '@/features/business/business.module.css'
import { MoreTab } from '@/features/business/MoreTab'
import { SubmitTab } from '@/features/business/SubmitTab'
import { businessPath, tabOf, type BusinessTab } from '@/features/business/tabs'
import { UpdateTab } from '@/features/business/UpdateTab'
import { listingQuery } from '@/features/routing/listingQuery'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

type Props = { params: Promise<{ lang: string; query?: string }> }

/** ?tab=advertise (proxy.ts moves it into the path, so each tab is cached); an unknown tab is not a page. */
async function selectedTab(params: Props['params']): Promise<BusinessTab> {
  const tab = tabOf((await listingQuery(params)).tab)
  if (!tab) notFound()
  return tab
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, tab] = await Promise.all([resolveLocale(params), selectedTab(params)])
  const t = await getT(locale, 'business')
  const title = tab === 'submit' ? t('title') : `${t(`tabs.${tab}`)} · ${t('title')}`
  return pageMetadata({ locale, path: businessPath(tab), title, description: t('description') })
}

const panels: Record<BusinessTab, typeof SubmitTab> = { submit: SubmitTab, advertise: AdvertiseTab, update: UpdateTab, more: MoreTab }

/**
 * /business (SPEC §2 "other-business submission page"): submit, advertise, update and more
 * business as tabs that are links, the current tab's content, then the FAQs of its area. Rendered
 * on the server with no client script of its own.
 */
export default async function BusinessPage({ params }: Props) {
  const [locale, tab] = await Promise.all([resolveLocale(params), selectedTab(params)])
  const t = await getT(locale, 'business')
  const Panel = panels[tab]
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('title'), path: businessPath(tab) }]} />
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <BusinessTabs locale={locale} current={tab} />
      <Panel locale={locale} />
      <BusinessFaq locale={locale} tab={tab} />
    </>
  )
}
