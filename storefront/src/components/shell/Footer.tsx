import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { type FooterContact, type FooterRows, FooterView } from './FooterView'
import { getFooterSettings } from './siteSettings'

type FooterLink = { key: string; path: string }

/** Site links by area, from the shared route map; labels live in common.json under links.*. */
const columns: { heading: string; links: FooterLink[] }[] = [
  {
    heading: 'footer.explore',
    links: [
      { key: 'tools', path: routes.tools() },
      { key: 'discover', path: routes.discover() },
      { key: 'categories', path: routes.categories() },
      { key: 'paidProducts', path: routes.paidProducts() },
      { key: 'openSourceProducts', path: routes.openSourceProducts() },
      { key: 'rankings', path: routes.rankings() },
    ],
  },
  {
    heading: 'footer.markets',
    links: [
      { key: 'models', path: routes.models() },
      { key: 'mcpServers', path: routes.mcpServers() },
      { key: 'news', path: routes.news() },
      { key: 'guides', path: routes.guides() },
      { key: 'dataMarket', path: routes.dataMarket() },
      { key: 'computeMarket', path: routes.computeMarket() },
      { key: 'services', path: routes.services() },
      { key: 'agent', path: routes.agent() },
    ],
  },
  {
    heading: 'footer.business',
    links: [
      { key: 'submission', path: routes.submission() },
      { key: 'business', path: routes.business() },
      { key: 'deployment', path: routes.deployment() },
      { key: 'geo', path: routes.geo() },
    ],
  },
  {
    heading: 'footer.about',
    links: [
      { key: 'aboutUs', path: routes.about() },
      { key: 'agreement', path: routes.agreement() },
      { key: 'privacy', path: routes.privacy() },
    ],
  },
]

/**
 * The site footer: link columns by area, support contacts, copyright. Worded here, drawn by
 * FooterView from short rows (every page carries the footer in its hydration data once, not its
 * element tree); plain links, not next/link, which would be a client component per link.
 */
export async function Footer({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([getT(locale), getFooterSettings(locale)])
  const { contact } = settings
  const rows: FooterRows = {
    columns: columns.map((column) => ({ id: `footer-${column.heading}`, heading: t(column.heading), links: column.links.map((link) => [localePath(locale, link.path), t(`links.${link.key}`)]) })),
    support: t('footer.support'),
    contacts: [
      ...(settings.supportHours ? [[t('footer.supportHours'), settings.supportHours] as FooterContact] : []),
      ...(contact.email ? [[t('footer.email'), contact.email, `mailto:${contact.email}`] as FooterContact] : []),
      ...(contact.phone ? [[t('footer.phone'), contact.phone, `tel:${contact.phone.replace(/[^\d+]/g, '')}`] as FooterContact] : []),
      ...(contact.wechat ? [[t('footer.wechat'), contact.wechat] as FooterContact] : []),
      ...(contact.address ? [[t('footer.address'), contact.address] as FooterContact] : []),
    ],
    copyright: t('footer.copyright', { year: new Date().getFullYear(), name: settings.siteName ?? t('site.name') }),
  }
  return <FooterView rows={rows} />
}
