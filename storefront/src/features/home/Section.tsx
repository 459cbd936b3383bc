import type React from 'react'
import styles from './Section.module.css'

/** A home section: <h2>, optional "see all" link, then its content. */
export function Section({ id, title, moreHref, moreLabel, children }: { id: string; title: string; moreHref?: string; moreLabel?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section} data-section={id}>
      <div className={styles.head}>
        <h2 id={`${id}-heading`}>{title}</h2>
        {moreHref && moreLabel ? <a href={moreHref}>{moreLabel}</a> : null}
      </div>
      {children}
    </section>
  )
}
