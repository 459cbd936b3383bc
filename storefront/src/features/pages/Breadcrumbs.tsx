import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { absoluteUrl, localePath } from '@/lib/site'
import { JsonLd } from './JsonLd'
import styles from './Breadcrumbs.module.css'

export type Crumb = { name: string; path: string }

/**
 * The trail above a detail page (Home › section › page), visible and as a BreadcrumbList, from the
 * same list so the two never disagree. Paths are without language prefix.
 */
export async function Breadcrumbs({ locale, items }: { locale: Locale; items: Crumb[] }) {
  const t = await getT(locale, 'pages')
  const trail: Crumb[] = [{ name: t('breadcrumb.home'), path: routes.home() }, ...items]
  return (
    <>
      <nav aria-label={t('breadcrumb.label')} className={styles.trail}>
        <ol>
          {trail.map((c, i) => (
            <li key={c.path}>
              {i === trail.length - 1 ? <span aria-current="page">{c.name}</span> : <a href={localePath(locale, c.path)}>{c.name}</a>}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(localePath(locale, c.path)) })),
        }}
      />
    </>
  )
}
