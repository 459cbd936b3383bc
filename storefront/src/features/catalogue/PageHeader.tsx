import styles from './List.module.css'

/** A list page's own <h1> with its short introduction. */
export function PageHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className={styles.header}>
      <h1>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </header>
  )
}
