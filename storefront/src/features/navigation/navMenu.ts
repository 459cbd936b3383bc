import type { Locale } from '@aidir/cms/locales'
import { fragment } from '@/lib/fragments'
import { getPayload } from '@/lib/payload'
import { localePath } from '@/lib/site'
import { type CmsMenuItem, type NavItem, toMenuTree } from './menuTree'
import { NAV_MENU_REVALIDATE_SECONDS, toApiMenu } from './navMenuApi'

export { NAV_MENU_REVALIDATE_SECONDS }

const MENU_TAGS = ['nav-menus']

async function loadMenuItems(locale: Locale, variant: 1 | 2): Promise<CmsMenuItem[]> {
  const payload = await getPayload()
  const found = await payload.find({
    collection: 'nav-menus',
    where: { variant: { equals: String(variant) } },
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { items: true },
    overrideAccess: false,
  })
  return (found.docs[0]?.items ?? []) as CmsMenuItem[]
}

/** The edition's menu as every page's header shows it, held in memory per language and variant (lib/fragments.ts). */
export const getNavMenu = fragment(
  async (locale: Locale, variant: 1 | 2): Promise<NavItem[]> => toMenuTree(await loadMenuItems(locale, variant), (path) => localePath(locale, path)),
  'nav-menu',
  MENU_TAGS,
  NAV_MENU_REVALIDATE_SECONDS,
)

/**
 * The /api/menu/navMenu answer body, serialized once per language and variant and held with the
 * menu (same 300 s and tags): a request then costs a map lookup, not a tree walk and a
 * JSON.stringify of the whole menu.
 */
export const navMenuApiBody = fragment(
  async (locale: Locale, variant: 1 | 2): Promise<string> => JSON.stringify({ code: 0, message: 'ok', data: toApiMenu(await getNavMenu(locale, variant)) }),
  'nav-menu-api-body',
  MENU_TAGS,
  NAV_MENU_REVALIDATE_SECONDS,
)
