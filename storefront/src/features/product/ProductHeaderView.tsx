'use client'

import { FavoriteButton } from '@/features/favorites/FavoriteButton'
import { Logo } from '@/features/logo/Logo'
import { UpdateListingLink } from '@/features/updates/UpdateListingLink'
import { useKeptMarkup } from '@/lib/keptMarkup'
import type { ProductHeaderRows } from './productHeaderRows'
import styles from './ProductHeader.module.css'

/**
 * The top of a product page drawn from its rows (ProductHeader.tsx words them): identity around the
 * logo, the facts a visitor scans first, tags and the ways out. A client component for the page's
 * weight: its texts travel once in the hydration data instead of as an element tree beside the markup.
 * The facts and tags are static: hydration keeps their server markup (keptMarkup.tsx).
 */
export function ProductHeaderView({ rows: v }: { rows: ProductHeaderRows }) {
  const kept = useKeptMarkup(v)
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <Logo name={v.name} logo={v.logo} size={80} priority className={styles.logo} alt={v.logoAlt} placeholderTitle={v.logoPlaceholder} />
        <div className={styles.titles}>
          <div className={styles.nameRow}>
            <h1 className={styles.name}>{v.name}</h1>
            <FavoriteButton type="product" id={v.key} name={v.name} />
          </div>
          <p className={styles.tagline} data-testid="tagline">{v.tagline}</p>
          <p className={styles.badges}>
            <span className={styles.pricing} data-pricing={v.pricing[0]} title={v.pricing[2]}>
              {v.pricing[1]}
            </span>
            {v.category ? (
              <a href={v.category[0]} title={v.category[2]} data-testid="header-category">
                {v.category[1]}
              </a>
            ) : null}
          </p>
        </div>
      </div>
      <dl key={kept ? 'kept-facts' : 'facts'} className={styles.facts} {...kept}>
        {kept ? null : <Facts v={v} />}
      </dl>
      {v.tags ? (
        <ul key={kept ? 'kept-tags' : 'tags'} className={styles.tags} aria-label={v.tags.label} {...kept}>
          {kept ? null : <Tags links={v.tags.links} />}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <a className={styles.primary} href={v.visit[0]} rel="nofollow" data-testid="visit-site">
          {v.visit[1]}
        </a>
        {v.repository ? (
          <a className={styles.secondary} href={v.repository[0]} rel="nofollow" data-testid="repository">
            {v.repository[1]}
          </a>
        ) : null}
        {v.deploy ? (
          <a className={styles.secondary} href={v.deploy[0]} data-testid="deploy-app">
            {v.deploy[1]}
          </a>
        ) : null}
        <UpdateListingLink {...v.update} />
      </div>
    </header>
  )
}

function Facts({ v }: { v: ProductHeaderRows }) {
  return (
    <>
      <div className={styles.fact}>
        <dt>{v.typeLabel}</dt>
        <dd>
          <span className={styles.badge} data-type={v.type}>{v.typeName}</span>
        </dd>
      </div>
      {v.facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </>
  )
}

function Tags({ links }: { links: [href: string, name: string][] }) {
  return links.map(([href, name]) => (
    <li key={href}>
      <a href={href}>#{name}</a>
    </li>
  ))
}
