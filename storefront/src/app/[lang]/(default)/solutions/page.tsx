import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { AskForm } from '@/features/recommend/AskForm'
import { findPopular, pathPrefix } from '@/features/recommend/data'
import { HistoryPanel } from '@/features/recommend/HistoryPanel'
import styles from '@/features/recommend/recommend.module.css'
import { recommendTexts } from '@/features/recommend/texts'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'recommend')
  return pageMetadata({ locale, path: routes.solutions(), title: t('solutions.title'), description: t('solutions.metaDescription') })
}

/** /solutions: ask a scenario, popular scenarios, my history. Cached for everyone; history comes from the browser. */
export default async function SolutionsPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [{ t, ask, history }, popular] = await Promise.all([recommendTexts(locale, 'solutions'), findPopular('solutions', locale)])
  const prefix = pathPrefix(locale)
  return (
    <div>
      <Breadcrumbs locale={locale} items={[{ name: t('solutions.breadcrumb'), path: routes.solutions() }]} />
      <header className={styles.header}>
        <h1>{t('solutions.title')}</h1>
        <p>{t('solutions.intro')}</p>
      </header>
      <AskForm kind="solutions" texts={ask} prefix={prefix} />
      {popular.length ? (
        <section className={styles.popular} aria-labelledby="popular-scenarios" data-testid="popular-scenarios">
          <h2 id="popular-scenarios">{t('popular.title')}</h2>
          <ul className={styles.popularList}>
            {popular.map((p) => (
              <li key={p.cacheId}>
                <a href={localePath(locale, routes.solution(p.cacheId))}>{p.scenario}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <HistoryPanel kind="solutions" texts={history} prefix={prefix} signInHref={localePath(locale, routes.signIn(localePath(locale, routes.solutions())))} />
    </div>
  )
}
