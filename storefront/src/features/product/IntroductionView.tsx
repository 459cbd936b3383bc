'use client'

import type { ReactNode } from 'react'
import { useKeptMarkup } from '@/lib/keptMarkup'
import { Faq } from './Faq'
import styles from './Introduction.module.css'
import type { IntroductionRows } from './introductionRows'
import { PricingPlans } from './PricingPlans'
import { Screenshots } from './Screenshots'

/**
 * The introduction tab drawn from its rows (introductionRows.ts), every part in reading order. A
 * client component for the page's weight: drawn by server components, each list item, feature card
 * and plan travelled as an element tree in the hydration data beside its markup; as rows only the
 * texts do. The product's JSON-LD is written here too, to share the description with the tab.
 * Static: hydration keeps the server's markup (keptMarkup.tsx).
 */
export function IntroductionView({ rows }: { rows: IntroductionRows }) {
  const kept = useKeptMarkup(rows)
  return (
    <div key={kept ? 'kept' : 'drawn'} className={styles.intro} {...kept}>
      {kept ? null : <IntroductionContent rows={rows} />}
    </div>
  )
}

function IntroductionContent({ rows: v }: { rows: IntroductionRows }) {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: productLd(v) }} />
      <h2 className={styles.heading}>{v.heading}</h2>
      <p className={styles.description}>{v.description}</p>

      {v.screenshots ? (
        <Block id="screenshots" title={v.screenshots.title}>
          <Screenshots shots={v.screenshots.items} />
        </Block>
      ) : null}

      {v.targetUsers ? (
        <Block id="target-users" title={v.targetUsers.title}>
          <Bullets items={v.targetUsers.items} />
        </Block>
      ) : null}

      {v.useCases ? (
        <Block id="use-cases" title={v.useCases.title}>
          <Bullets items={v.useCases.items} />
        </Block>
      ) : null}

      {v.features ? (
        <Block id="features" title={v.features.title}>
          <ul className={styles.features}>
            {v.features.items.map(([title, description], i) => (
              <li key={i}>
                <h4>{title}</h4>
                {description ? <p>{description}</p> : null}
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      {v.tutorial ? (
        <Block id="tutorial" title={v.tutorial.title}>
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: v.tutorial.html }} />
        </Block>
      ) : null}

      {v.pricing ? (
        <Block id="pricing" title={v.pricing.title}>
          <PricingPlans plans={v.pricing.items} />
        </Block>
      ) : null}

      {v.faq ? (
        <Block id="faq" title={v.faq.title}>
          <Faq faq={v.faq.items} />
        </Block>
      ) : null}

      {v.tags ? (
        <Block id="tags" title={v.tags.title}>
          <ul className={styles.tagList}>
            {v.tags.items.map(([href, name]) => (
              <li key={href}>
                <a href={href}>#{name}</a>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
    </>
  )
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-h`} className={styles.block}>
      <h3 id={`${id}-h`}>{title}</h3>
      {children}
    </section>
  )
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className={styles.bullets}>
      {items.map((u, i) => (
        <li key={i}>{u}</li>
      ))}
    </ul>
  )
}

/** The JSON-LD as jsonLd.ts made it: the description after the name; "<" escaped so no text can close the script. */
function productLd(v: IntroductionRows): string {
  const entries = Object.entries(v.ld).filter(([key]) => key !== 'description')
  entries.splice(entries.findIndex(([key]) => key === 'name') + 1, 0, ['description', v.ld.description ?? v.description])
  return JSON.stringify(Object.fromEntries(entries)).replace(/</g, '\\u003c')
}
