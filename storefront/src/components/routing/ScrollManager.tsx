'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * SPEC §2: every navigation scrolls to the top; a URL with a hash scrolls to that element instead.
 * The first render is left to the browser (it already honours the hash and restores positions).
 * The target of a hash may stream in a moment later, so it is looked for over a few frames.
 */
const HASH_ATTEMPTS = 30

function hashTarget(hash: string): Element | null {
  if (hash.length < 2) return null
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // keep it as written
  }
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null
}

function scrollForLocation(): () => void {
  const hash = window.location.hash
  if (!hash) {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    return () => {}
  }
  let frame = 0
  let attempts = 0
  const seek = () => {
    const target = hashTarget(hash)
    if (target) target.scrollIntoView({ block: 'start' })
    else if (++attempts < HASH_ATTEMPTS) frame = requestAnimationFrame(seek)
  }
  seek()
  return () => cancelAnimationFrame(frame)
}

export function ScrollManager() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    return scrollForLocation()
  }, [pathname, search])

  useEffect(() => {
    // A link to another hash of the same page changes no route: follow it here.
    const onHashChange = () => scrollForLocation()
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [])

  return null
}
