import { localeMeta, type Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import styles from './Hero.module.css'
import { HeroSearch } from './HeroSearch'

/** The page's <h1>, what the directory holds (counted in the database) and the search box. */
export async function Hero({ locale, totals }: { locale: Locale; totals: { products: number; models: number; mcp: number } }) {
  const t = await getT(locale, 'home')
  const n = new Intl.NumberFormat(localeMeta[locale].hreflang).format
  return (
    <header className={styles.hero}>
      <h1>{t('title')}</h1>
      <p className={styles.intro} data-testid="hero-intro">{t('intro', { products: n(totals.products), models: n(totals.models), mcp: n(totals.mcp) })}</p>
      <div className={styles.search}>
        <HeroSearch action={localePath(locale, routes.discover())} label={t('search.label')} placeholder={t('search.placeholder')} submit={t('search.submit')} />
      </div>
      <nav aria-label={t('quickLinks')} className={styles.quick}>
        <a href={localePath(locale, routes.tools())}>{t('links.tools')}</a>
        <a href={localePath(locale, routes.categories())}>{t('links.categories')}</a>
        <a href={localePath(locale, routes.openSourceProducts())}>{t('links.openSource')}</a>
        <a href={localePath(locale, routes.mcpServers())}>{t('links.mcp')}</a>
        <a href={localePath(locale, routes.models())}>{t('links.models')}</a>
      </nav>
    </header>
  )
}
