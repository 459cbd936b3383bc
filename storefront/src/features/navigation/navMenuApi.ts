import { z } from 'zod'
import type { NavItem } from './menuTree'

/** SPEC §9: the navigation menu is cached for 300 s, per language and per edition variant. */
export const NAV_MENU_REVALIDATE_SECONDS = 300

/**
 * The /api/menu/navMenu contract (SPEC §3, §7). `useWebsite` names the edition's menu (1 China,
 * 2 international); `langType` the language by its API key; `t` is the cache-busting timestamp
 * every client call adds.
 */
export const navMenuQuery = z.object({
  useWebsite: z.enum(['1', '2'], { error: 'useWebsite must be 1 (China edition) or 2 (international edition)' }),
  langType: z.enum(['en', 'zh_cn', 'zh_tw', 'jp'], { error: 'langType must be one of en, zh_cn, zh_tw, jp' }).optional(),
  t: z.string().regex(/^\d*$/, { error: 't must be a timestamp' }).optional(),
})

export type ApiMenuItem = {
  menuName: string
  menuDescription: string | null
  menuUrl: string | null
  menuType: number
  menuIcon: string | null
  target: '_self' | '_blank'
  disabled: boolean
  status: number
  children: ApiMenuItem[]
}

export function toApiMenu(items: readonly NavItem[]): ApiMenuItem[] {
  return items.map((item) => ({
    menuName: item.name,
    menuDescription: item.description,
    menuUrl: item.href,
    menuType: Number(item.menuType),
    menuIcon: item.icon,
    target: item.target,
    disabled: item.disabled,
    status: Number(item.status),
    children: toApiMenu(item.children),
  }))
}
