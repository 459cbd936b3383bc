import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { absoluteUrl } from '@/lib/site'
import styles from './Breadcrumbs.module.css'

export type Crumb = { label: string; href?: string }

/**
 * The trail to the current page, with its BreadcrumbList JSON-LD. `href`s are site paths already in
 * the page language (localePath); the last crumb is the current page.
 */
export async function Breadcrumbs({ locale, items }: { locale: Locale; items: Crumb[] }) {
  if (!items.length) return null
  const t = await getT(locale)
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: absoluteUrl(item.href) } : {}),
    })),
  }
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${index}-${item.label}`}>
              {item.href && !last ? <a href={item.href}>{item.label}</a> : <span aria-current={last ? 'page' : undefined}>{item.label}</span>}
            </li>
          )
        })}
      </ol>
      {/* "<" is escaped so a label can never close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </nav>
  )
}
