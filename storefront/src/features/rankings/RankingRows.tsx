'use client'
import { formatCompact, formatPercent } from '@/lib/format'
import { formatDuration } from '@/lib/displayFormat'
import { RankChange, type ChangeText } from './RankChange'
import styles from './rankings.module.css'

/**
 * One ranking row as a tuple (what the page sends to the browser for hydration): rank, previous
 * rank, product key and name, category key and name, visits (or downloads), growth, growth rate,
 * average stay, bounce rate, days since creation.
 */
export type RowCells = [
  rank: number,
  previousRank: number | null,
  key: string,
  name: string,
  categoryKey: string | null,
  categoryName: string | null,
  visits: number,
  growth: number | null,
  growthRate: number | null,
  avgStay: number | null,
  bounceRate: number | null,
  createDays: number | null,
]

export type RowsText = { missing: string; change: ChangeText }

/**
 * The body of a ranking table. A client component on purpose: a server component's rows travel to
 * the browser twice — as HTML and again as the React Server Component payload of the rendered
 * elements (about 1.4 KB per row) — while a client component's payload is only its props (about
 * 0.15 KB per row as tuples). The HTML is the same either way (rendered on the server); the
 * formatters are pure, so hydration matches.
 */
export function RankingRows(props: {
  rows: RowCells[]
  text: RowsText
  /** Link prefixes with the language: `/zh/details/`, `/zh/class/`. */
  productPrefix: string
  categoryPrefix: string
  /** Which optional columns the table has. */
  growth: boolean
  stayAndBounce: boolean
  createDays: boolean
}) {
  const { text } = props
  const missing = <span className={styles.missing}>{text.missing}</span>
  const signed = (n: number | null, format: (v: number) => string) => (n === null ? missing : `${n > 0 ? '+' : n < 0 ? '−' : ''}${format(Math.abs(n))}`)
  return (
    <tbody>
      {props.rows.map(([rank, previousRank, key, name, categoryKey, categoryName, visits, growth, growthRate, avgStay, bounceRate, createDays]) => (
        <tr key={key} data-product={key} data-rank={rank}>
          <td>
            <span className={styles.rank}>{rank}</span> <RankChange rank={rank} previousRank={previousRank} text={text.change} />
          </td>
          <th scope="row">
            <a href={`${props.productPrefix}${encodeURIComponent(key)}`}>{name}</a>
          </th>
          <td>{categoryKey && categoryName ? <a href={`${props.categoryPrefix}${encodeURIComponent(categoryKey)}`}>{categoryName}</a> : missing}</td>
          <td data-col="visits" data-value={visits}>{formatCompact(visits)}</td>
          {props.growth ? <td data-col="growth" data-value={growth ?? ''}>{signed(growth, formatCompact)}</td> : null}
          <td data-col="growthRate" data-value={growthRate ?? ''}>{signed(growthRate, formatPercent)}</td>
          {props.stayAndBounce ? (
            <>
              <td data-col="avgStay" data-value={avgStay ?? ''}>{avgStay === null ? missing : formatDuration(avgStay)}</td>
              <td data-col="bounceRate" data-value={bounceRate ?? ''}>{bounceRate === null ? missing : formatPercent(bounceRate)}</td>
            </>
          ) : null}
          {props.createDays ? <td data-col="createDays" data-value={createDays ?? ''}>{createDays ?? missing}</td> : null}
        </tr>
      ))}
    </tbody>
  )
}
