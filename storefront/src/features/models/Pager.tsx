import styles from './nav.module.css'

export type PagerLabels = { label: string; previous: string; next: string; status: string }

/**
 * Numbered pages as plain links (works without JavaScript and is crawlable): previous, a window of
 * page numbers around the current one, next. Nothing is shown for a single page.
 */
export function Pager({ page, totalPages, hrefFor, labels }: { page: number; totalPages: number; hrefFor: (page: number) => string; labels: PagerLabels }) {
  if (totalPages <= 1) return null
  const from = Math.max(1, Math.min(page - 2, totalPages - 4))
  const numbers = Array.from({ length: Math.min(5, totalPages) }, (_, i) => from + i)
  return (
    <nav aria-label={labels.label} className={styles.pager}>
      {page > 1 ? (
        <a href={hrefFor(Math.min(page - 1, totalPages))} rel="prev">
          {labels.previous}
        </a>
      ) : null}
      {numbers.map((n) => (
        <a key={n} href={hrefFor(n)} aria-current={n === page ? 'page' : undefined}>
          {n}
        </a>
      ))}
      {page < totalPages ? (
        <a href={hrefFor(page + 1)} rel="next">
          {labels.next}
        </a>
      ) : null}
      <span className={styles.status}>{labels.status}</span>
    </nav>
  )
}
