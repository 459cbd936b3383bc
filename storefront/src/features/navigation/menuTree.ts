/**
 * The navigation menu as the storefront uses it: the CMS's three levels (items → children → links)
 * flattened into one recursive shape, with every path turned into an href of the page language.
 * Pure, so the header, the /api/menu/navMenu contract and the tests share one reading of the data.
 */

/** One entry as the CMS stores it, at any level (level 2 nests `links`, level 1 `children`). */
export type CmsMenuItem = {
  key: string
  name: string
  icon?: string | null
  description?: string | null
  path?: string | null
  menuType?: '0' | '1' | null
  target?: '_self' | '_blank' | null
  disabled?: boolean | null
  status?: '1' | '2' | null
  children?: CmsMenuItem[] | null
  links?: CmsMenuItem[] | null
}

export type NavItem = {
  key: string
  name: string
  description: string | null
  icon: string | null
  /** The link target in the page language, or the absolute URL as given; null when the CMS has no path. */
  href: string | null
  /** '1' heads a category group inside a dropdown. */
  menuType: '0' | '1'
  target: '_self' | '_blank'
  disabled: boolean
  status: '1' | '2'
  children: NavItem[]
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

export function isAbsoluteUrl(path: string): boolean {
  return ABSOLUTE.test(path)
}

/** SPEC §4: an entry is disabled when `disabled` is true or its status is 2; it then has no link. */
export function isMenuItemDisabled(item: Pick<NavItem, 'disabled' | 'status'>): boolean {
  return item.disabled || item.status === '2'
}

/** A dropdown is shown as category groups as soon as one of its children heads a group. */
export function isGroupedDropdown(item: NavItem): boolean {
  return item.children.some((child) => child.menuType === '1')
}

/**
 * @param prefixPath turns a site path without language prefix into the page language's path
 *   (localePath on the server); absolute URLs are left alone.
 */
export function toMenuTree(items: readonly CmsMenuItem[] | null | undefined, prefixPath: (path: string) => string): NavItem[] {
  return (items ?? []).map((item) => {
    const path = item.path?.trim() || null
    return {
      key: item.key,
      name: item.name,
      description: item.description?.trim() || null,
      icon: item.icon?.trim() || null,
      href: path === null ? null : isAbsoluteUrl(path) ? path : prefixPath(path),
      menuType: item.menuType === '1' ? '1' : '0',
      target: item.target === '_blank' ? '_blank' : '_self',
      disabled: item.disabled === true,
      status: item.status === '2' ? '2' : '1',
      children: toMenuTree([...(item.children ?? []), ...(item.links ?? [])], prefixPath),
    }
  })
}
