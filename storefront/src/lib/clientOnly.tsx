'use client'

import type React from 'react'
import { lazy, Suspense, useEffect, useState } from 'react'

/**
 * A component whose code loads only in the browser, after the page is interactive (nothing of it
 * is rendered on the server or during hydration, so the two always agree). React.lazy rather than
 * next/dynamic: the latter's own runtime would add about a kilobyte to every page's first load,
 * the budget this exists for (issue 3).
 */
export function clientOnly<P extends object>(load: () => Promise<React.ComponentType<P>>, fallback: React.ReactNode = null): React.FC<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  return function ClientOnly(props: P) {
    const [mounted, setMounted] = useState(false)
    useEffect(() => setMounted(true), [])
    if (!mounted) return <>{fallback}</>
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
