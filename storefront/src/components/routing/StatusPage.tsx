import type React from 'react'
import styles from './StatusPage.module.css'

/**
 * The body of the 404 and error pages: status code, message, hint, the way home and any further
 * action (children). No hooks and no server imports, so both not-found.tsx (server) and error.tsx
 * (client) render it.
 */
export function StatusPage(props: {
  code: number | string
  title: string
  hint: string
  detail?: string
  homeHref: string
  homeLabel: string
  children?: React.ReactNode
}) {
  return (
    <section className={styles.status} aria-labelledby="status-title" data-testid="status-page" data-status={props.code}>
      <p className={styles.code} aria-hidden="true">
        {props.code}
      </p>
      <h1 id="status-title" className={styles.title}>
        {props.title}
      </h1>
      <p className={styles.hint}>{props.hint}</p>
      {props.detail ? (
        <p className={styles.detail} data-testid="status-detail">
          {props.detail}
        </p>
      ) : null}
      <div className={styles.actions}>
        <a className={styles.home} href={props.homeHref}>
          {props.homeLabel}
        </a>
        {props.children}
      </div>
    </section>
  )
}
