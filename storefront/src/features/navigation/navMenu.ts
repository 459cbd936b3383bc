import type { Locale } from '@aidir/cms/locales'
import { unstable_cache } from 'next/cache'
import { getPayload } from '@/lib/payload'
import { localePath } from '@/lib/site'
import { type CmsMenuItem, type NavItem, toMenuTree } from './menuTree'
import { NAV_MENU_REVALIDATE_SECONDS, toApiMenu } from './navMenuApi'

export { NAV_MENU_REVALIDATE_SECONDS }

const loadMenuItems = unstable_cache(
  async (locale: Locale, variant: 1 | 2): Promise<CmsMenuItem[]> => {
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
  },
  ['nav-menu'],
  { revalidate: NAV_MENU_REVALIDATE_SECONDS, tags: ['content', 'nav-menus'] },
)

export async function getNavMenu(locale: Locale, variant: 1 | 2): Promise<NavItem[]> {
  return toMenuTree(await loadMenuItems(locale, variant), (path) => localePath(locale, path))
}

/**
 * The /api/menu/navMenu answer body, serialized once per language and variant and kept with the
 * menu (same 300 s and tags): a cached request then costs a cache read, not a tree walk and a
 * JSON.stringify of the whole menu.
 */
export const navMenuApiBody = unstable_cache(
  async (locale: Locale, variant: 1 | 2): Promise<string> => {
    return JSON.stringify({ code: 0, message: 'ok', data: toApiMenu(await getNavMenu(locale, variant)) })
  },
  // The key names the envelope's version: a body cached in the older shape is never served.
  ['nav-menu-api-body', 'envelope-2'],
  { revalidate: NAV_MENU_REVALIDATE_SECONDS, tags: ['content', 'nav-menus'] },
)
