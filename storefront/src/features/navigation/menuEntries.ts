import { isMenuItemDisabled, type NavItem } from './menuTree'

/** A menu entry's flags (MenuEntry's fourth place), 0 for a plain enabled entry opening in the same tab. */
const GROUP = 1 // heads a category group inside a dropdown (menuType 1)
const BLANK = 2 // opens in a new tab
const DISABLED = 4 // disabled or hidden by status (SPEC §4): shown without a link

/**
 * The menu as the header's client component receives it: each entry's own facts as a short tuple,
 * [key, name, link, flags, icon, description, children], places at the end left off when empty and
 * an empty place before a filled one written 0. The page's hydration data carries one copy of the
 * menu (about 40 entries) on every page, so it has neither field names nor the values most entries
 * share. The header renders the bar, the dropdowns and the More list from this one copy.
 */
export type MenuEntry = [key: string, name: string, href?: string | 0, flags?: number, icon?: string | 0, description?: string | 0, children?: MenuEntry[]]

export function toMenuEntries(items: readonly NavItem[]): MenuEntry[] {
  return items.map((item) => {
    const flags = (item.menuType === '1' ? GROUP : 0) | (item.target === '_blank' ? BLANK : 0) | (isMenuItemDisabled(item) ? DISABLED : 0)
    const entry: MenuEntry = [item.key, item.name, item.href || 0, flags, item.icon || 0, item.description || 0]
    if (item.children.length > 0) entry[6] = toMenuEntries(item.children)
    while (entry.length > 2 && !entry[entry.length - 1]) entry.pop()
    return entry
  })
}

export function fromMenuEntries(entries: readonly MenuEntry[]): NavItem[] {
  return entries.map(([key, name, href, flags = 0, icon, description, children]) => ({
    key,
    name,
    description: description || null,
    icon: icon || null,
    href: href || null,
    menuType: flags & GROUP ? '1' : '0',
    target: flags & BLANK ? '_blank' : '_self',
    disabled: (flags & DISABLED) !== 0,
    status: '1',
    children: fromMenuEntries(children ?? []),
  }))
}
