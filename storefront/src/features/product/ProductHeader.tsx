import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { ProductDetail } from './getProduct'
import type { ProductHeaderRows } from './productHeaderRows'
import { ProductHeaderView } from './ProductHeaderView'

/**
 * The top of a product page: identity around the logo (logo, name, save heart, tagline, pricing
 * badge, category), the facts a visitor scans first and the ways out (official site and, for open
 * source, the repository), both through the leave-site page. Worded here, drawn by
 * ProductHeaderView; `tags` are the tag links, the same rows the introduction's tag list is given.
 */
export async function ProductHeader({ product: p, locale, tags }: { product: ProductDetail; locale: Locale; tags: [href: string, name: string][] }) {
  const [t, tc, tu] = await Promise.all([getT(locale, 'product'), getT(locale), getT(locale, 'updates')])
  const rows: ProductHeaderRows = {
    key: p.key,
    name: p.name,
    tagline: p.tagline,
    logo: p.logo,
    logoAlt: p.logo ? t('header.logoAlt', { name: p.name }) : '',
    logoPlaceholder: tc('logo.placeholder', { name: p.name }),
    type: p.type,
    typeName: tc(`product.type.${p.type}`),
    typeLabel: t('header.type'),
    pricing: [p.pricingModel, t(`pricingModel.${p.pricingModel}`), t('header.pricing')],
    // Category and pricing model are the badges under the tagline.
    facts: [
      ...(p.company ? [[t('header.company'), p.company] as [string, string]] : []),
      ...(p.launchYear ? [[t('header.launchYear'), String(p.launchYear)] as [string, string]] : []),
      ...(p.license ? [[t('header.license'), p.license] as [string, string]] : []),
    ],
    visit: [localePath(locale, routes.externalLink(p.url)), t('header.visit')],
    update: { href: localePath(locale, routes.update(p.key)), ownerId: p.ownerId, own: tu('detail.own'), suggest: tu('detail.suggest') },
  }
  if (p.category) rows.category = [localePath(locale, routes.category(p.category.key)), p.category.name, t('header.category')]
  if (tags.length > 0) rows.tags = { label: t('header.tags'), links: tags }
  if (p.type === 'open_source' && p.repository) rows.repository = [localePath(locale, routes.externalLink(p.repository)), t('header.repository')]
  if (p.deployable) rows.deploy = [localePath(locale, routes.deployApp(p.key)), t('header.deploy')]
  return <ProductHeaderView rows={rows} />
}
