import { localeMeta, type Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { HeroView } from './HeroView'

/** The page's <h1>, what the directory holds (counted in the database) and the search box. */
export async function Hero({ locale, totals }: { locale: Locale; totals: { products: number; models: number; mcp: number } }) {
  const t = await getT(locale, 'home')
  const n = new Intl.NumberFormat(localeMeta[locale].hreflang).format
  return (
    <HeroView
      texts={[t('title'), t('intro', { products: n(totals.products), models: n(totals.models), mcp: n(totals.mcp) }), t('search.label'), t('search.placeholder'), t('search.submit'), t('quickLinks')]}
      search={localePath(locale, routes.discover())}
      links={[
        [localePath(locale, routes.tools()), t('links.tools')],
        [localePath(locale, routes.categories()), t('links.categories')],
        [localePath(locale, routes.openSourceProducts()), t('links.openSource')],
        [localePath(locale, routes.mcpServers()), t('links.mcp')],
        [localePath(locale, routes.models()), t('links.models')],
      ]}
    />
  )
}
