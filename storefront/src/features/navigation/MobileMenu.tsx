'use client'

import { usePathname } from 'next/navigation'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import styles from './MobileMenu.module.css'

const MOBILE_QUERY = '(max-width: 768px)'
const CLOSE_EVENT = 'aidir:close-mobile-menu'

/** Closes the menu from elsewhere in the header (the search overlay opens over it otherwise). */
export function closeMobileMenu() {
  window.dispatchEvent(new Event(CLOSE_EVENT))
}

/**
 * On narrow screens (SPEC §9: under 769 px) the navigation folds behind a menu button. Opening
 * moves focus into the menu; Escape or the button closes it and focus returns to the button.
 * On wide screens the navigation is always shown and the button is hidden.
 */
export function MobileMenu({ navId, children }: { navId: string; children: React.ReactNode }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const area = useRef<HTMLDivElement>(null)
  const pathname = usePathname()

  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    const close = () => setOpen(false)
    window.addEventListener(CLOSE_EVENT, close)
    return () => window.removeEventListener(CLOSE_EVENT, close)
  }, [])

  useEffect(() => {
    const query = matchMedia(MOBILE_QUERY)
    const onChange = () => {
      if (!query.matches) setOpen(false)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  useEffect(() => {
    if (!open) return
    area.current?.querySelector<HTMLElement>('a[href], button')?.focus()
  }, [open])

  const closeAndReturn = () => {
    setOpen(false)
    button.current?.focus()
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) closeAndReturn()
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={navId}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        data-testid="mobile-menu-button"
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onKeyDown}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div ref={area} id={navId} className={styles.area} data-open={open ? '' : undefined} onKeyDown={onKeyDown}>
        {children}
      </div>
    </>
  )
}
