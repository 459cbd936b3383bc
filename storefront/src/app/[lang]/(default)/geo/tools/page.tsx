import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import styles from '@/features/geo/geoPage.module.css'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'geo')
  return pageMetadata({ locale, path: routes.geoTools(), title: t('tools.title'), description: t('tools.description') })
}

/** GEO tools overview (SPEC §2 /geo/tools): the ranking checker and the brand visibility tracker. */
export default async function GeoToolsPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'geo')
  const tools = [
    { key: 'checker', href: localePath(locale, routes.geoChecker()) },
    { key: 'tracker', href: localePath(locale, routes.trackers()) },
  ] as const
  return (
    <>
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('marketing.title'), path: routes.geo() },
          { name: t('tools.title') },
        ]}
      />
      <header className={styles.hero}>
        <h1>{t('tools.title')}</h1>
        <p className={styles.lead}>{t('tools.intro')}</p>
      </header>
      <ul className={styles.grid} data-testid="geo-tools">
        {tools.map((tool) => (
          <li key={tool.key} className={styles.card}>
            <h2>{t(`tools.${tool.key}.title`)}</h2>
            <p>{t(`tools.${tool.key}.body`)}</p>
            <a href={tool.href}>{t(`tools.${tool.key}.open`)}</a>
          </li>
        ))}
      </ul>
      <section className={styles.section}>
        <p>
          {t('tools.needHelp')} <a href={`${localePath(locale, routes.geo())}#contact`}>{t('marketing.contactUs')}</a>
        </p>
      </section>
    </>
  )
}
