import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { absoluteUrl, localePath } from '@/lib/site'
import styles from './Breadcrumbs.module.css'

/** One step of the trail: its name and, but for the current page, its site path without language prefix. */
export type Crumb = { name: string; path?: string }

/**
 * The trail above a page, Home › … › the page itself, with its BreadcrumbList JSON-LD. Paths are
 * given without language prefix (`routes.x()`); the last crumb is the current page.
 */
export async function Breadcrumbs({ locale, items }: { locale: Locale; items: Crumb[] }) {
  const t = await getT(locale)
  const trail = [{ name: t('breadcrumbs.home'), path: routes.home() }, ...items].map((c) => ({ name: c.name, href: c.path ? localePath(locale, c.path) : undefined }))
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.href ? { item: absoluteUrl(item.href) } : {}),
    })),
  }
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.breadcrumbs}>
      <ol>
        {trail.map((item, index) => {
          const last = index === trail.length - 1
          return (
            <li key={`${index}-${item.name}`}>
              {item.href && !last ? <a href={item.href}>{item.name}</a> : <span aria-current={last ? 'page' : undefined}>{item.name}</span>}
            </li>
          )
        })}
      </ol>
      {/* "<" is escaped so a label can never close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </nav>
  )
}
