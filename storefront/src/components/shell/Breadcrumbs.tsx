import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { absoluteUrl, localePath } from '@/lib/site'
import { BreadcrumbsView, type CrumbRow } from './BreadcrumbsView'

/** One step of the trail: its name and, but for the current page, its site path without language prefix. */
export type Crumb = { name: string; path?: string }

/**
 * The trail above a page, Home › … › the page itself, with its BreadcrumbList JSON-LD. Paths are
 * given without language prefix (`routes.x()`); the last crumb is the current page. Drawn by
 * BreadcrumbsView from short rows.
 */
export async function Breadcrumbs({ locale, items }: { locale: Locale; items: Crumb[] }) {
  const t = await getT(locale)
  const origin = absoluteUrl('/').replace(/\/$/, '')
  const trail = [{ name: t('breadcrumbs.home'), path: routes.home() }, ...items].map((c): CrumbRow => {
    if (!c.path) return [c.name]
    const href = localePath(locale, c.path)
    const url = absoluteUrl(href)
    return url === origin + href ? [c.name, href] : [c.name, href, url]
  })
  return <BreadcrumbsView label={t('breadcrumbs.label')} origin={origin} trail={trail} />
}
