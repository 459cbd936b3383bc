'use client'

import { useState, useSyncExternalStore } from 'react'

/**
 * Keeps the server's markup of a static part as it is when the page hydrates, instead of hydrating
 * every element in it. Parts drawn by client components from short rows (the footer, the product
 * page's tabs, the menu's dropdowns; ARCHITECTURE.md "Page weight") have no state and no handlers,
 * yet React would build and match a fibre for each of their elements on the main thread before the
 * page answers a tap: on a phone that was most of the page's total blocking time after the
 * framework's own start-up. The part's root element is hydrated with `dangerouslySetInnerHTML`, which
 * React takes as the element's whole content and does not compare in production, so the server's
 * children stay in the document untouched (links navigate through RouteGuard's click handler, not
 * React's). Where the part mounts in the browser (a client navigation, a subtree React renders again
 * after a hydration mismatch) it renders as usual: the server snapshot below is only read while
 * hydrating. A part that later gets other props than it hydrated with is drawn again from them.
 *
 *   const kept = useKeptMarkup(rows)
 *   return <footer key={kept ? 'kept' : 'drawn'} className={…} {...kept}>{kept ? null : children}</footer>
 */
export type KeptMarkup = { dangerouslySetInnerHTML: { __html: string }; suppressHydrationWarning: true }

// One object for every render: React compares it by identity and never writes the empty string over the kept children.
const KEPT: KeptMarkup = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true }

const subscribe = () => () => {}
const inBrowser = () => false
const whileHydrating = () => true

export function useKeptMarkup(props: unknown): KeptMarkup | null {
  const hydrating = useSyncExternalStore(subscribe, inBrowser, whileHydrating)
  // Taken once, when the part first renders: after hydration React renders it again with the browser snapshot.
  const [hydratedWith] = useState(() => (hydrating && typeof window !== 'undefined' ? { props } : null))
  return hydratedWith && hydratedWith.props === props ? KEPT : null
}
