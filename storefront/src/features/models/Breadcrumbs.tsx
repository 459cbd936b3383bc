import styles from './nav.module.css'

export type Crumb = { name: string; href: string }

/**
 * Visible breadcrumb trail of a catalogue page (the last crumb is the page itself, not a link).
 * breadcrumbJsonLd gives search engines the same trail.
 */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className={styles.crumbs}>
      <ol>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <li key={c.href} aria-current="page">
              {c.name}
            </li>
          ) : (
            <li key={c.href}>
              <a href={c.href}>{c.name}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
