'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { MenuLink, type MenuTexts } from './MenuLink'
import type { NavItem } from './menuTree'
import styles from './SiteNav.module.css'
import { useDismiss } from './useDismiss'

const WIDE_QUERY = '(min-width: 769px)'

/**
 * The navigation bar on one row whatever the language and however many entries the CMS menu has:
 * on a wide screen the entries that do not fit move into a "More" dropdown at the end of the bar
 * (the bar keeps one row's height before this runs, clipping the overflow, so nothing shifts). The
 * entries stay where the server rendered them and are only hidden (`data-overflow`), so crawlers
 * and scripts see the menu as it is; the dropdown lists them again with their sub-entries.
 */
export function NavMore({ items, texts, label }: { items: NavItem[]; texts: MenuTexts; label: string }) {
  const box = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [hidden, setHidden] = useState<number[]>([])
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const pathname = usePathname()
  useDismiss(open, close, box, { trigger: button })
  useEffect(close, [pathname, close])

  useLayoutEffect(() => {
    const more = box.current!
    const list = more.previousElementSibling as HTMLElement
    const entries = [...list.children] as HTMLElement[]
    const wide = matchMedia(WIDE_QUERY)
    const fit = () => {
      for (const entry of entries) entry.removeAttribute('data-overflow')
      more.removeAttribute('data-active')
      const overflowing = () => {
        const right = list.getBoundingClientRect().right + 0.5
        return entries.findIndex((entry) => entry.getBoundingClientRect().right > right)
      }
      if (!wide.matches || overflowing() === -1) return setHidden([])
      // With the More button shown the bar is narrower: measure again.
      more.setAttribute('data-active', '')
      const index = overflowing()
      if (index === -1) {
        more.removeAttribute('data-active')
        return setHidden([])
      }
      // The first entry always stays in the bar.
      const first = Math.max(1, index)
      for (const entry of entries.slice(first)) entry.setAttribute('data-overflow', '')
      setHidden(entries.slice(first).map((_, i) => first + i))
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(list.parentElement!)
    wide.addEventListener('change', fit)
    // Text laid out in a fallback font first may change width when the web font arrives.
    void document.fonts?.ready.then(fit)
    return () => {
      observer.disconnect()
      wide.removeEventListener('change', fit)
    }
  }, [])

  return (
    <div ref={box} className={styles.more} data-testid="nav-more" data-count={hidden.length}>
      <button ref={button} type="button" className={styles.moreButton} aria-expanded={open} aria-controls="nav-more-panel" onClick={() => setOpen((v) => !v)}>
        {label}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div id="nav-more-panel" className={styles.panel} hidden={!open}>
        <ul className={styles.list}>
          {hidden.map((i) => {
            const item = items[i]!
            return (
              <li key={item.key}>
                <MenuLink item={item} texts={texts} className={styles.panelLink} detailed mark={false} />
                {item.children.length > 0 ? (
                  <ul className={styles.moreChildren}>
                    {item.children.flatMap((child) => [child, ...child.children]).map((child) => (
                      <li key={child.key}>
                        <MenuLink item={child} texts={texts} className={styles.panelLink} mark={false} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
