'use client'

import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import styles from './DetailTabs.module.css'

export type DetailTab = { id: string; label: string; content: ReactNode }

/**
 * Tabs over server-rendered panels. Every panel is in the HTML and visible until this hydrates, so
 * crawlers and visitors without JavaScript get the whole page, and the tabs are plain #hash links
 * to the panels. Once running, one panel shows at a time; the hash names the open tab so it can be
 * deep-linked, and a hash pointing inside a panel (e.g. #faq) opens that panel.
 * Keyboard: arrows, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
 */
export function DetailTabs({ tabs, label }: { tabs: DetailTab[]; label: string }) {
  const ids = tabs.map((t) => t.id)
  const idsKey = ids.join(' ')
  // null until hydrated: then every panel stays visible, as in the server HTML.
  const [active, setActive] = useState<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const known = idsKey.split(' ')
    const fromHash = (): { tab: string; target: HTMLElement | null } | null => {
      const hash = decodeURIComponent(window.location.hash.slice(1))
      if (!hash) return null
      if (known.includes(hash)) return { tab: hash, target: null }
      const target = document.getElementById(hash)
      const panel = target?.closest<HTMLElement>('[role="tabpanel"]')
      return panel && known.includes(panel.id) ? { tab: panel.id, target } : null
    }
    const open = (scroll: boolean) => {
      const found = fromHash()
      setActive(found?.tab ?? known[0]!)
      // The browser scrolled to the hash while every panel was visible; panels have moved since.
      if (found && scroll) requestAnimationFrame(() => (found.target ?? listRef.current)?.scrollIntoView())
    }
    open(true)
    const onHash = () => open(true)
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [idsKey])

  // On a phone the tab strip scrolls sideways: the open tab (from a #hash link, or clicked while half
  // hidden) is brought into the strip's view, or the visitor cannot see which tab is open.
  useEffect(() => {
    const list = listRef.current
    const tab = active ? document.getElementById(`tab-${active}`) : null
    if (list && tab) list.scrollLeft += tabOffset(list.getBoundingClientRect(), tab.getBoundingClientRect())
  }, [active])

  const select = (id: string, focus: boolean) => {
    setActive(id)
    // replaceState: switching tabs is not worth a history entry, and it does not make the page jump.
    window.history.replaceState(window.history.state, '', `#${id}`)
    if (focus) document.getElementById(`tab-${id}`)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const current = ids.indexOf(active ?? ids[0]!)
    const next =
      event.key === 'ArrowRight' ? (current + 1) % ids.length
      : event.key === 'ArrowLeft' ? (current - 1 + ids.length) % ids.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? ids.length - 1
      : -1
    if (next < 0) return
    event.preventDefault()
    select(ids[next]!, true)
  }

  const selected = active ?? ids[0]
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} ref={listRef}>
        {tabs.map((t) => (
          <a
            key={t.id}
            id={`tab-${t.id}`}
            role="tab"
            href={`#${t.id}`}
            aria-controls={t.id}
            aria-selected={t.id === selected}
            tabIndex={t.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={(event) => {
              event.preventDefault()
              select(t.id, false)
            }}
            onKeyDown={onKeyDown}
          >
            {t.label}
          </a>
        ))}
      </div>
      {tabs.map((t) => (
        <section
          key={t.id}
          id={t.id}
          role="tabpanel"
          aria-labelledby={`tab-${t.id}`}
          hidden={active !== null && t.id !== active}
          tabIndex={0}
          className={styles.panel}
        >
          {t.content}
        </section>
      ))}
    </div>
  )
}

/** How far a strip must scroll sideways to show a tab whole (0 when it already shows), centring it. */
export function tabOffset(strip: { left: number; width: number }, tab: { left: number; width: number }): number {
  const start = tab.left - strip.left
  if (start >= 0 && start + tab.width <= strip.width) return 0
  return start - (strip.width - tab.width) / 2
}
