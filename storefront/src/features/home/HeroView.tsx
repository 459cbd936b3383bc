'use client'

import styles from './Hero.module.css'
import { HeroSearch } from './HeroSearch'

/**
 * The hero's markup, from its texts in the page's language ([title, intro, search label, search
 * placeholder, search button, quick links' name]) and the quick links as [href, label]. A client
 * component for the page's weight: the hydration data carries these texts once instead of the
 * hero's element tree beside them.
 */
export function HeroView({ texts: [title, intro, label, placeholder, submit, quickLinks], search, links }: { texts: string[]; search: string; links: [href: string, label: string][] }) {
  return (
    <header className={styles.hero}>
      <h1>{title}</h1>
      <p className={styles.intro} data-testid="hero-intro">
        {intro}
      </p>
      <div className={styles.search}>
        <HeroSearch action={search} label={label!} placeholder={placeholder!} submit={submit!} />
      </div>
      <nav aria-label={quickLinks} className={styles.quick}>
        {links.map(([href, text]) => (
          <a key={href} href={href}>
            {text}
          </a>
        ))}
      </nav>
    </header>
  )
}
