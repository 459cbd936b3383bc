import type { Locale } from '@aidir/cms/locales'
import { Breadcrumbs as ShellBreadcrumbs } from '@/components/shell/Breadcrumbs'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'

export type Crumb = { name: string; path?: string }

/**
 * The trail above a catalogue page: Home › … › current page. Paths are given without language
 * prefix; the shell's breadcrumb renders them (and their BreadcrumbList JSON-LD).
 */
export async function Breadcrumbs({ locale, items }: { locale: Locale; items: Crumb[] }) {
  const t = await getT(locale)
  const trail = [{ name: t('breadcrumbs.home'), path: routes.home() }, ...items]
  return <ShellBreadcrumbs locale={locale} items={trail.map((c) => ({ label: c.name, href: c.path ? localePath(locale, c.path) : undefined }))} />
}
