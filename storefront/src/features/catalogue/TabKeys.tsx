'use client'

import type React from 'react'

/**
 * The tablist element: arrow keys, Home and End move focus between its tabs (WAI-ARIA tabs
 * pattern); Enter follows the focused tab's link as usual.
 */
export function TabKeys({ className, label, children }: { className?: string; label: string; children: React.ReactNode }) {
  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'))
    const current = tabs.indexOf(document.activeElement as HTMLElement)
    if (current < 0) return
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    tabs[(next + tabs.length) % tabs.length]?.focus()
  }
  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {children}
    </div>
  )
}
