'use client'

import type React from 'react'
import styles from './Section.module.css'

/**
 * A home section: <h2>, optional "see all" link and an optional small aside in the heading row (the
 * advertise link of an ad position the section stands in for), then its content. The heading row's
 * parts are styled by their place (Section.module.css). A client component for the page's weight:
 * the hydration data carries its props (id, title, link) instead of the heading row's element tree;
 * the aside and the content stay what the server rendered.
 */
export function Section({
  id,
  title,
  moreHref,
  moreLabel,
  aside,
  adPosition,
  children,
}: {
  id: string
  title: string
  moreHref?: string
  moreLabel?: string
  aside?: React.ReactNode
  /** The ad position this section fills with house content while it has no advertisement. */
  adPosition?: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section} data-section={id} {...(adPosition ? { 'data-ad-position': adPosition } : {})}>
      <div>
        <h2 id={`${id}-heading`}>{title}</h2>
        {(moreHref && moreLabel) || aside ? (
          <div>
            {aside ?? null}
            {moreHref && moreLabel ? (
              <a href={moreHref}>
                {moreLabel}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
      {children}
    </section>
  )
}
