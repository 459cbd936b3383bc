'use client'

import { type ReactNode, useState, useSyncExternalStore } from 'react'

/**
 * Keeps the server's markup of a static part as it is when the page hydrates, instead of hydrating
 * every element in it. Parts drawn by client components from short rows (the footer, the product
 * page's tabs, the menu's dropdowns; ARCHITECTURE.md "Page weight") have no state and no handlers,
 * yet React would build and match a fibre for each of their elements on the main thread before the
 * page answers a tap (Lighthouse's total blocking time on a phone). The part's root element is hydrated with `dangerouslySetInnerHTML`, which
 * React takes as the element's whole content and does not compare in production, so the server's
 * children stay in the document untouched (links navigate through RouteGuard's click handler, not
 * React's). Where the part mounts in the browser (a client navigation, a subtree React renders again
 * after a hydration mismatch) it renders as usual: the server snapshot below is only read while
 * hydrating. A part that later gets other props than it hydrated with is drawn again from them.
 *
 *   const kept = useKeptMarkup(rows)
 *   return <footer key={kept ? 'kept' : 'drawn'} className={…} {...kept}>{kept ? null : children}</footer>
 */
export type KeptProps = { dangerouslySetInnerHTML: { __html: string }; suppressHydrationWarning: true }

// One object for every render: React compares it by identity and never writes the empty string over the kept children.
const KEPT: KeptProps = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true }

const subscribe = () => () => {}
const inBrowser = () => false
const whileHydrating = () => true

export function useKeptMarkup(props: unknown): KeptProps | null {
  const hydrating = useSyncExternalStore(subscribe, inBrowser, whileHydrating)
  // Taken once, when the part first renders: after hydration React renders it again with the browser snapshot.
  const [hydratedWith] = useState(() => (hydrating && typeof window !== 'undefined' ? { props } : null))
  return hydratedWith && hydratedWith.props === props ? KEPT : null
}

type KeptTag = 'div' | 'section' | 'form' | 'ul' | 'nav' | 'aside'

/**
 * A server component's static part with the same treatment: its element (a `div` unless `as` says
 * otherwise, with the attributes given) keeps the server's markup while the page hydrates. For parts
 * with no client components inside that need to hydrate (a form that submits natively, a list of
 * links); their element tree still travels in the hydration data, for the page's client navigations.
 */
export function KeptMarkup({ as: Tag = 'div', children, ...attributes }: { as?: KeptTag; children: ReactNode } & Record<`data-${string}` | `aria-${string}`, string | undefined> & KeptAttributes) {
  const kept = useKeptMarkup(children)
  return (
    <Tag key={kept ? 'kept' : 'drawn'} {...attributes} {...kept}>
      {kept ? null : children}
    </Tag>
  )
}

type KeptAttributes = { id?: string; className?: string; role?: string; method?: 'get' | 'post'; action?: string }
