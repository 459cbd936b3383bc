import type { Metadata } from 'next'
import { GuideCard } from '@/features/guides/GuideCard'
import { findGuides, guideKinds } from '@/features/guides/queries'
import styles from '@/features/pages/Listing.module.css'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'guide')
  return pageMetadata({ locale, path: routes.guides(), title: t('list.title'), description: t('list.description') })
}

/**
 * Application guides, MCP case tutorials and the reviews guide, one section per kind. The tabs
 * are in-page anchors: every guide stays in the server-rendered HTML for readers and crawlers.
 */
export default async function GuidesPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, guides] = await Promise.all([getT(locale, 'guide'), findGuides(locale)])
  const sections = guideKinds.map((kind) => ({ kind, items: guides.filter((g) => g.kind === kind) })).filter((s) => s.items.length > 0)
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: t('list.title') }]} />
      <header className={styles.header}>
        <h1>{t('list.title')}</h1>
        <p className={styles.intro}>{t('list.intro')}</p>
      </header>
      {sections.length === 0 ? (
        <p className={styles.empty}>{t('list.empty')}</p>
      ) : (
        <>
          <nav aria-label={t('list.sections')}>
            <ul className={styles.tabs}>
              {sections.map((s) => (
                <li key={s.kind}>
                  <a href={`#${s.kind}`}>
                    {t(`kind.${s.kind}.title`)} ({s.items.length})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {sections.map((s) => (
            <section key={s.kind} id={s.kind} className={styles.section} aria-labelledby={`${s.kind}-heading`}>
              <h2 id={`${s.kind}-heading`}>{t(`kind.${s.kind}.title`)}</h2>
              <p className={styles.sectionIntro}>{t(`kind.${s.kind}.intro`)}</p>
              <ul className={styles.grid}>
                {s.items.map((g) => (
                  <li key={g.id}>
                    <GuideCard locale={locale} guide={g} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  )
}
