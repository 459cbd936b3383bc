'use client'

import { useKeptMarkup } from '@/lib/keptMarkup'
import styles from './Footer.module.css'

/** A contact line: its label, its value and, for an email or a phone number, the link to it. */
export type FooterContact = [label: string, value: string, href?: string]

/** The footer's texts and links, in the page's language (Footer.tsx words them). */
export type FooterRows = {
  columns: { id: string; heading: string; links: [href: string, label: string][] }[]
  support: string
  contacts: FooterContact[]
  copyright: string
}

/**
 * The footer drawn from its rows. A client component for the page's weight only: it has no state,
 * but drawn by a server component its element tree travelled in every page's hydration data beside
 * the markup; as rows the links and texts travel once. Hydration keeps the server's markup (keptMarkup.tsx).
 */
export function FooterView({ rows }: { rows: FooterRows }) {
  const kept = useKeptMarkup(rows)
  return (
    <footer key={kept ? 'kept' : 'drawn'} className={styles.footer} {...kept}>
      {kept ? null : <FooterContent rows={rows} />}
    </footer>
  )
}

function FooterContent({ rows }: { rows: FooterRows }) {
  return (
    <>
      <div className={styles.inner}>
        {rows.columns.map((column) => (
          <nav key={column.id} className={styles.column} aria-labelledby={column.id}>
            <h2 id={column.id} className={styles.heading}>
              {column.heading}
            </h2>
            <ul className={styles.links}>
              {column.links.map(([href, label]) => (
                <li key={href}>
                  <a href={href}>{label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className={`${styles.column} ${styles.support}`} aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {rows.support}
          </h2>
          <dl className={styles.contact}>
            {rows.contacts.map(([label, value, href]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{href ? <a href={href}>{value}</a> : value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <p className={styles.copyright}>{rows.copyright}</p>
    </>
  )
}
