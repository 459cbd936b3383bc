'use client'

import { useEffect, useRef } from 'react'
import type { ViewType } from '@/features/routing/pageViewApi'

/**
 * Counts one page view (SPEC §7 /api/updatePv) once the page has loaded, so it never competes with
 * the page's own resources. The count is best effort: a failure is ignored.
 */
export function PageView({ id, type }: { id: number | string; type: ViewType }) {
  // React's development double effects must not count twice.
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    const send = () => {
      fetch(`/api/updatePv?id=${encodeURIComponent(String(id))}&type=${type}`, { keepalive: true }).catch(() => undefined)
    }
    if (document.readyState === 'complete') send()
    else window.addEventListener('load', send, { once: true })
  }, [id, type])
  return null
}
