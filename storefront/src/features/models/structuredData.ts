import { absoluteUrl } from '@/lib/site'
import type { Crumb } from './Breadcrumbs'

/** schema.org BreadcrumbList of the same trail the page shows (hrefs are site paths). */
export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(c.href) })),
  }
}

/** JSON for a <script type="application/ld+json">: "<" escaped so a text can never close the script. */
export function jsonLdHtml(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
