'use client'

import { formatCompact, formatPercent } from '@/lib/format'
import { useKeptMarkup } from '@/lib/keptMarkup'
import { BarChart } from './charts/BarChart'
import { LineChart } from './charts/LineChart'
import type { TrafficShares, TrafficRows } from './trafficRows'
import styles from './Traffic.module.css'

/**
 * The website-traffic tab drawn from its rows (trafficRows.ts): key figures, the monthly visits
 * trend, traffic sources and geography (SVG charts, each with the same figures as a table), domain
 * facts and the product's ranking positions. A client component for the page's weight: drawn by
 * server components, every chart element and table cell went into the HTML twice (the markup and
 * the hydration data, about 25 KB of a product page); from rows the figures travel once and the
 * markup is the same. Static: hydration keeps the server's markup (keptMarkup.tsx).
 */
export function TrafficView({ rows }: { rows: TrafficRows }) {
  const kept = useKeptMarkup(rows)
  return (
    <div key={kept ? 'kept' : 'drawn'} className={styles.traffic} data-testid={rows.none ? undefined : 'traffic-panel'} {...kept}>
      {kept ? null : <TrafficContent rows={rows} />}
    </div>
  )
}

function TrafficContent({ rows: v }: { rows: TrafficRows }) {
  const heading = <h2 className={styles.heading}>{v.heading}</h2>
  const domain = (
    <section aria-labelledby="traffic-domain-h">
      <h3 id="traffic-domain-h">{v.domain.title}</h3>
      <dl className={styles.stats} data-testid="traffic-domain">
        {v.domain.facts.map(([key, label, value]) => (
          <div key={key} className={styles.stat}>
            <dt>{label}</dt>
            <dd data-no-data={value === null ? '' : undefined}>{value ?? v.domain.noData}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
  if (v.none) {
    return (
      <>
        {heading}
        <p className={styles.none} data-testid="traffic-none">{v.none}</p>
        {domain}
      </>
    )
  }
  const { trend, sources, geography, positions } = v
  return (
    <>
      {heading}
      {v.note ? <p className={styles.note} data-testid="traffic-note">{v.note}</p> : null}
      {v.anchor ? <p className={styles.note} data-testid="traffic-anchor">{v.anchor}</p> : null}

      {v.overview ? (
        <section aria-labelledby="traffic-overview-h">
          <h3 id="traffic-overview-h">{v.overview.title}</h3>
          <dl className={styles.stats} data-testid="traffic-figures">
            {v.overview.figures.map(([label, value]) => (
              <div key={label} className={styles.stat}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {trend ? (
        <section aria-labelledby="traffic-trend-h">
          <h3 id="traffic-trend-h">{trend.title}</h3>
          <LineChart
            points={trend.points.map(([label, value]) => ({ label, value }))}
            title={trend.title}
            description={trend.description}
            format={formatCompact}
            axisLabels={trend.axis}
            testId="traffic-trend-chart"
          />
          <details className={styles.data}>
            <summary>{trend.showData}</summary>
            <table className={styles.table} data-testid="traffic-trend-table">
              <thead>
                <tr>
                  <th scope="col">{trend.month}</th>
                  <th scope="col">{trend.visits}</th>
                </tr>
              </thead>
              <tbody>
                {trend.points.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{formatCompact(value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </section>
      ) : null}

      {sources ? <SharesSection id="traffic-sources" shares={sources} /> : null}
      {geography ? <SharesSection id="traffic-geo" shares={geography} other={geography.other} /> : null}

      {domain}

      {positions ? (
        <section aria-labelledby="traffic-positions-h">
          <h3 id="traffic-positions-h">{positions.title}</h3>
          <ul className={styles.positions} data-testid="traffic-positions">
            {positions.links.map(([href, text]) => (
              <li key={href}>
                <a href={href}>{text}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

/** A share chart with its table (sources, geography); `other`: the rest of the shares, as a last row. */
function SharesSection({ id, shares, other }: { id: string; shares: TrafficShares; other?: [string, number] }) {
  return (
    <section aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{shares.title}</h3>
      <BarChart
        bars={shares.rows.slice(0, shares.chartRows).map(([label, value]) => ({ label, value }))}
        title={shares.chartTitle}
        format={formatPercent}
        testId={`${id}-chart`}
      />
      <table className={styles.table} data-testid={`${id}-table`}>
        <thead>
          <tr>
            <th scope="col">{shares.nameColumn}</th>
            <th scope="col">{shares.shareColumn}</th>
          </tr>
        </thead>
        <tbody>
          {shares.rows.map(([name, share], i) => (
            <tr key={`${name}-${i}`}>
              <th scope="row">{name}</th>
              <td>{formatPercent(share)}</td>
            </tr>
          ))}
          {other ? (
            <tr>
              <th scope="row">{other[0]}</th>
              <td>{formatPercent(other[1])}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  )
}
