import { isMenuItemDisabled, type NavItem } from './menuTree'

/**
 * The menu as the header's client component receives it: a NavItem without the values most entries
 * share (no description, icon or link, a plain entry in the same tab, enabled), so the page's
 * hydration data carries one short copy of each entry's own facts. The header renders the bar, the
 * dropdowns and the More list from this one copy; it used to travel twice, as rendered markup and
 * again as the More dropdown's props (about 9 KB of every page).
 */
export type MenuEntry = {
  key: string
  name: string
  description?: string
  icon?: string
  href?: string
  /** Heads a category group inside a dropdown (menuType 1). */
  group?: true
  /** Opens in a new tab. */
  blank?: true
  /** Disabled or hidden by status (SPEC §4): shown without a link. */
  disabled?: true
  children?: MenuEntry[]
}

export function toMenuEntries(items: readonly NavItem[]): MenuEntry[] {
  return items.map((item) => ({
    key: item.key,
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    ...(item.icon ? { icon: item.icon } : {}),
    ...(item.href ? { href: item.href } : {}),
    ...(item.menuType === '1' ? { group: true as const } : {}),
    ...(item.target === '_blank' ? { blank: true as const } : {}),
    ...(isMenuItemDisabled(item) ? { disabled: true as const } : {}),
    ...(item.children.length > 0 ? { children: toMenuEntries(item.children) } : {}),
  }))
}

export function fromMenuEntries(entries: readonly MenuEntry[]): NavItem[] {
  return entries.map((entry) => ({
    key: entry.key,
    name: entry.name,
    description: entry.description ?? null,
    icon: entry.icon ?? null,
    href: entry.href ?? null,
    menuType: entry.group ? '1' : '0',
    target: entry.blank ? '_blank' : '_self',
    disabled: entry.disabled === true,
    status: '1',
    children: fromMenuEntries(entry.children ?? []),
  }))
}
