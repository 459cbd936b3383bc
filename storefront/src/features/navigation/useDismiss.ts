'use client'

import { type RefObject, useEffect } from 'react'

/**
 * Closes an open popup on Escape anywhere (returning focus to its trigger; popups nested in another
 * one handle Escape themselves and pass escape: false) and on a pointer press outside
 * `container`. `outsideDelayMs` lets a press inside the popup finish first (the search box uses
 * the 150 ms of SPEC §9).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  options: { trigger?: RefObject<HTMLElement | null>; outsideDelayMs?: number; escape?: boolean } = {},
) {
  const { trigger, outsideDelayMs = 0, escape = true } = options
  useEffect(() => {
    if (!open) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const onKey = (event: KeyboardEvent) => {
      if (!escape || event.key !== 'Escape') return
      close()
      trigger?.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (container.current?.contains(event.target as Node)) return
      if (trigger?.current?.contains(event.target as Node)) return
      clearTimeout(timer)
      timer = setTimeout(close, outsideDelayMs)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, close, container, trigger, outsideDelayMs, escape])
}
