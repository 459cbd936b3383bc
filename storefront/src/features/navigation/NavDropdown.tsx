'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useKeptMarkup } from '@/lib/keptMarkup'
import styles from './SiteNav.module.css'
import { useDismiss } from './useDismiss'

const WIDE_QUERY = '(min-width: 769px)'

/**
 * A top-level entry with a dropdown. The chevron button is the keyboard and touch control; with a
 * mouse on a wide screen hovering opens it too. Escape closes it and returns focus to the button.
 * The panel's entries are plain links: hydration keeps their server markup (keptMarkup.tsx).
 */
export function NavDropdown({ panelId, toggleLabel, trigger, grouped, children }: { panelId: string; toggleLabel: string; trigger: React.ReactNode; grouped: boolean; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const kept = useKeptMarkup(children)
  const item = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, item, { escape: false })
  useEffect(close, [pathname, close])

  // A mouse reaching the chevron has already opened the panel by hovering: that click must not close it.
  const openedByHover = useRef(false)
  const hover = (event: React.PointerEvent, next: boolean) => {
    if (event.pointerType !== 'mouse' || !matchMedia(WIDE_QUERY).matches) return
    openedByHover.current = next && !open
    setOpen(next)
  }
  const toggle = () => {
    if (openedByHover.current) {
      openedByHover.current = false
      setOpen(true)
      return
    }
    setOpen((v) => !v)
  }

  return (
    <li
      ref={item}
      className={styles.item}
      data-open={open ? '' : undefined}
      data-grouped={grouped ? '' : undefined}
      onPointerEnter={(e) => hover(e, true)}
      onPointerLeave={(e) => hover(e, false)}
      onBlur={(e) => {
        if (!item.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return
        // Handled here so an enclosing mobile menu stays open.
        e.stopPropagation()
        setOpen(false)
        button.current?.focus()
      }}
    >
      <div className={styles.head}>
        {trigger}
        <button ref={button} type="button" className={styles.chevron} aria-expanded={open} aria-controls={panelId} aria-label={toggleLabel} onClick={toggle}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </div>
      <div key={kept ? 'kept' : 'drawn'} id={panelId} className={styles.panel} hidden={!open} {...kept}>
        {kept ? null : children}
      </div>
    </li>
  )
}
