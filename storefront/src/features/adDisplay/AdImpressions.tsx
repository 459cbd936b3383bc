'use client'

import { useEffect } from 'react'

/** Half of an ad in view counts as seen (the usual viewability rule for display ads). */
const VISIBLE_SHARE = 0.5
/** Ads coming into view together are sent in one request. */
const BATCH_MS = 300

/**
 * Counts impressions of the ads with these campaign ids once each has been half in view, after the
 * page has loaded (like page views, so it never competes with the page and crawlers, which run no
 * script, are not counted). Renders nothing; the ads themselves are server-rendered in the page.
 * Best effort: a failed request is dropped.
 */
export function AdImpressions({ ids }: { ids: number[] }) {
  const key = ids.join(',')
  useEffect(() => {
    if (!key) return
    const wanted = new Set(key.split(',').map(Number))
    const queued = new Set<number>()
    let timer: ReturnType<typeof setTimeout> | undefined
    const flush = () => {
      timer = undefined
      const batch = [...queued]
      queued.clear()
      if (batch.length === 0) return
      fetch('/api/ads/impressions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ids: batch }), keepalive: true }).catch(() => undefined)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const id = Number((entry.target as HTMLElement).dataset.adCampaign)
          observer.unobserve(entry.target)
          if (!wanted.delete(id)) continue
          queued.add(id)
        }
        if (queued.size > 0 && !timer) timer = setTimeout(flush, BATCH_MS)
      },
      { threshold: VISIBLE_SHARE },
    )
    const start = () => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-ad-campaign]')) {
        if (wanted.has(Number(el.dataset.adCampaign))) observer.observe(el)
      }
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      observer.disconnect()
      if (timer) {
        clearTimeout(timer)
        flush()
      }
    }
  }, [key])
  return null
}
