import { isAbsoluteUrl, isMenuItemDisabled, type NavItem } from './menuTree'
import styles from './SiteNav.module.css'

export type MenuTexts = { newTab: string; unavailable: string }

/**
 * One menu entry. Disabled entries (SPEC §4) are plain text; entries opening in a new tab say so to
 * screen readers. Site pages navigate on the client through RouteGuard, which takes over every
 * same-origin link's click: a plain anchor, not next/link, whose code and per-link hydration every
 * page's first load would carry for a hundred menu entries.
 */
export function MenuLink({ item, texts, className, detailed = false, mark = true }: { item: NavItem; texts: MenuTexts; className?: string; detailed?: boolean; mark?: boolean }) {
  // The menu's own entries carry their key; a repeat of one (the More dropdown) another attribute.
  const keyAttr = {
    ...(mark ? { 'data-menu-key': item.key } : { 'data-more-key': item.key }),
    ...(detailed && item.icon ? { 'data-icon': item.icon } : {}),
  }
  // Icons and descriptions only inside dropdowns: the top bar has to fit a dozen entries. The icon
  // is drawn by the style sheet from data-icon, and the name is the link's own text: every menu
  // entry of every page is in its HTML, so it carries no wrapper it can do without.
  const body = (
    <>
      {item.name}
      {detailed && item.description ? <span className={styles.description}>{item.description}</span> : null}
    </>
  )
  if (isMenuItemDisabled(item) || !item.href) {
    return (
      <span className={`${className ?? ''} ${styles.disabled}`} aria-disabled="true" {...keyAttr} data-disabled="">
        {body}
        {isMenuItemDisabled(item) ? <span className="visually-hidden">{texts.unavailable}</span> : null}
      </span>
    )
  }
  if (item.target === '_blank' || isAbsoluteUrl(item.href)) {
    return (
      <a
        className={className}
        href={item.href}
        {...keyAttr}
        {...(item.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {body}
        {item.target === '_blank' ? <span className="visually-hidden">{texts.newTab}</span> : null}
      </a>
    )
  }
  return (
    <a className={className} href={item.href} {...keyAttr}>
      {body}
    </a>
  )
}
