'use client'

import { useKeptMarkup } from '@/lib/keptMarkup'
import styles from './Breadcrumbs.module.css'

/** One step of the trail: its name, its link (but for the current page) and, when it is not the origin and the link, its absolute address. */
export type CrumbRow = [name: string, href?: string, url?: string]

/**
 * The trail drawn from its rows (Breadcrumbs.tsx words them), with its BreadcrumbList JSON-LD. A
 * client component for the page's weight: from the server the JSON-LD travelled as an escaped string
 * beside the trail's element tree; from the rows both are written once each. Static: hydration
 * keeps the server's markup (keptMarkup.tsx).
 */
export function BreadcrumbsView({ label, origin, trail }: { label: string; origin: string; trail: CrumbRow[] }) {
  const kept = useKeptMarkup(trail)
  return (
    <nav key={kept ? 'kept' : 'drawn'} aria-label={label} className={styles.breadcrumbs} {...kept}>
      {kept ? null : <Trail origin={origin} trail={trail} />}
    </nav>
  )
}

function Trail({ origin, trail }: { origin: string; trail: CrumbRow[] }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, href, url], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      ...(href ? { item: url ?? origin + href } : {}),
    })),
  }
  return (
    <>
      <ol>
        {trail.map(([name, href], index) => {
          const last = index === trail.length - 1
          return <li key={`${index}-${name}`}>{href && !last ? <a href={href}>{name}</a> : <span aria-current={last ? 'page' : undefined}>{name}</span>}</li>
        })}
      </ol>
      {/* "<" is escaped so a label can never close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </>
  )
}
