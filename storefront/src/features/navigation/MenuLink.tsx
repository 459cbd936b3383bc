import Link from 'next/link'
import { isAbsoluteUrl, isMenuItemDisabled, type NavItem } from './menuTree'
import styles from './SiteNav.module.css'

export type MenuTexts = { newTab: string; unavailable: string }

/**
 * One menu entry. Disabled entries (SPEC §4) are plain text; entries opening in a new tab say so to
 * screen readers; site pages navigate on the client.
 */
export function MenuLink({ item, texts, className, detailed = false, mark = true }: { item: NavItem; texts: MenuTexts; className?: string; detailed?: boolean; mark?: boolean }) {
  // The menu's own entries carry their key; a repeat of one (the More dropdown) another attribute.
  const keyAttr = mark ? { 'data-menu-key': item.key } : { 'data-more-key': item.key }
  // Icons and descriptions only inside dropdowns: the top bar has to fit a dozen entries.
  const body = (
    <>
      {detailed && item.icon ? (
        <span className={styles.icon} aria-hidden="true">
          {item.icon}
        </span>
      ) : null}
      <span className={styles.text}>
        <span className={styles.name}>{item.name}</span>
        {detailed && item.description ? <span className={styles.description}>{item.description}</span> : null}
      </span>
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
    <Link className={className} href={item.href} prefetch={false} {...keyAttr}>
      {body}
    </Link>
  )
}
