import type { Payload } from 'payload'
import Link from 'next/link'
import { formatMoney } from '../../../lib/money'
import { isLocale } from '../../../locales'
import type { Media, Order, OrderEvent, User } from '../../../payload-types'
import { reviewClock } from '../../../orders/reviewDeadline'
import { readListedProduct } from '../../../updates/currentListing'
import { type ListingValues, changedSince } from '../../../updates/updateFields'
import { adminText } from '../../i18n/dictionary'
import { adminMessages as m } from '../../i18n/messages'
import { clockText, textsIn, whenText } from '../reviewTexts'
import { UpdateDecisionForm } from './UpdateDecisionForm'
import { OrderLog } from '../OrderLog'
import { type DiffRow, diffRows } from './updateDiff'

const card = { border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-m, 4px)', padding: 'var(--base)', minWidth: 0 } as const
const dl = { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '0.35rem 1rem', margin: 0 } as const
const warn = { color: 'var(--theme-error-500)', fontWeight: 600 } as const
// Diff colours from the admin's own theme, so they read in light and dark mode alike.
const removed = { background: 'var(--theme-error-100)', color: 'var(--theme-error-900, inherit)' } as const
const added = { background: 'var(--theme-success-100)', color: 'var(--theme-success-900, inherit)' } as const
const cell = { verticalAlign: 'top', whiteSpace: 'pre-wrap', wordBreak: 'break-word', minWidth: '12rem' } as const

const idOf = (value: unknown): number | null => (value && typeof value === 'object' ? (value as { id: number }).id : typeof value === 'number' ? value : null)

function Value({ value, media, t }: { value: unknown; media: Map<number, Media>; t: (text: string) => string }) {
  if (value === undefined || value === null || value === '') return <em>{t(m.updateNone)}</em>
  if (Array.isArray(value)) {
    if (value.length === 0) return <em>{t(m.updateNone)}</em>
    return (
      <span style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        {value.map((id: number) => {
          const file = media.get(id)
          const src = file?.sizes?.thumbnail?.url ?? file?.url
          return src ? <img key={id} src={src} alt={file?.alt ?? ''} style={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 3 }} /> : <span key={id}>#{id}</span>
        })}
      </span>
    )
  }
  return <>{String(value)}</>
}

/**
 * Support's view of a paid update (inside /admin/review/{id}, the one review page): who ordered it
 * and whether they own the product, the current values beside the proposed ones with the changed
 * rows marked, what changed on the product since the order, and Approve / Reject (POST
 * /api/updates/review/{id}). Reads go through the Local API as the signed-in user.
 */
export async function UpdateReview({ order, language, admin, user, payload }: { order: Order; language: string; admin: string; user: User; payload: Payload }) {
  const t = (text: string, vars?: Record<string, string | number>) => adminText(text, language, vars)
  const moneyLocale = isLocale(language) ? language : 'en'
  const productId = idOf(order.update?.product)
  const proposal = (order.update?.proposal ?? {}) as ListingValues
  const snapshot = (order.update?.snapshot ?? {}) as ListingValues
  const buyer = typeof order.owner === 'object' ? order.owner : null
  const listed = productId ? await readListedProduct(payload, { key: typeof order.update?.product === 'object' ? (order.update.product?.key ?? '') : '', user }) : null
  const current = listed?.values ?? {}
  const inReview = order.status === 'in_review'
  const stale = inReview && listed ? changedSince(snapshot, current) : []
  const rows: DiffRow[] = diffRows(current, proposal, snapshot, stale)
  const imageIds = [...new Set([...(current.screenshots ?? []), ...(proposal.screenshots ?? [])])]
  const [media, events, owner] = await Promise.all([
    imageIds.length ? payload.find({ collection: 'media', where: { id: { in: imageIds } }, limit: imageIds.length, depth: 0, user, overrideAccess: false }) : Promise.resolve({ docs: [] as Media[] }),
    payload.find({ collection: 'order-events', where: { order: { equals: order.id } }, sort: 'createdAt', limit: 200, depth: 0, user, overrideAccess: false }),
    listed?.owner ? payload.findByID({ collection: 'users', id: listed.owner, depth: 0, user, overrideAccess: false, disableErrors: true }) : Promise.resolve(null),
  ])
  const mediaById = new Map((media.docs as Media[]).map((d) => [d.id, d]))
  const clock = order.paidAt ? reviewClock(order.paidAt) : null
  const decidedBy = typeof order.decidedBy === 'object' ? order.decidedBy?.email : null
  const ownerLine = !listed?.owner ? t(m.updateOwnerNone) : buyer && listed.owner === buyer.id ? t(m.updateOwnerYes) : t(m.updateOwnerNo, { owner: (owner as User | null)?.email ?? `#${listed.owner}` })
  return (
    <>
      <p>{t(m.updateIntro)}</p>
      <p data-testid="review-status">
        {t(m.reviewStatusNow, { status: order.status })}
        {clock && inReview ? (
          <>
            {' · '}
            {t(m.reviewDue, { when: whenText(clock.dueAt, language) })}
            {' · '}
            <span style={clock.overdue ? warn : undefined}>{clockText(clock.msLeft, language)}</span>
          </>
        ) : null}
      </p>
      {order.decidedAt ? (
        <div style={{ ...card, marginBottom: 'var(--base)' }} data-testid="review-decision">
          <p style={{ margin: 0 }}>
            {t(m.reviewDecided, {
              outcome: t(order.status === 'approved' ? m.reviewApprovedOutcome : order.status === 'refunded' ? m.reviewRefundedOutcome : m.reviewRejectedOutcome),
              by: decidedBy ?? '—',
              when: whenText(order.decidedAt, language),
            })}
          </p>
          {order.rejectionReason ? <p style={{ margin: '0.5rem 0 0' }}>{t(m.reviewReasonWas, { reason: order.rejectionReason })}</p> : null}
          {order.refund?.status ? <p style={{ margin: '0.5rem 0 0' }}>{t(m.reviewRefund, { status: order.refund.status })}</p> : null}
        </div>
      ) : null}
      <section style={{ ...card, marginBottom: 'var(--base)' }} data-testid="update-order">
        <dl style={dl}>
          <dt>{t(m.reviewProduct)}</dt>
          <dd style={{ margin: 0, wordBreak: 'break-word' }}>{listed ? <Link href={`${admin}/collections/products/${listed.id}`}>{listed.name}</Link> : '—'} {listed ? `(${listed.key})` : ''}</dd>
          <dt>{t(m.updateOrderedBy)}</dt>
          <dd style={{ margin: 0, wordBreak: 'break-all' }} data-testid="update-ordered-by">
            {buyer?.email ?? '—'} · {ownerLine}
          </dd>
          <dt>{t(m.reviewContact)}</dt>
          <dd style={{ margin: 0, wordBreak: 'break-all' }}>{order.update?.contactEmail}</dd>
          <dt>{t(m.reviewAmount)}</dt>
          <dd style={{ margin: 0 }}>{formatMoney(order.price, moneyLocale)} · {order.provider}</dd>
          <dt>{t(m.reviewPaid)}</dt>
          <dd style={{ margin: 0 }}>{order.paidAt ? whenText(order.paidAt, language) : '—'}</dd>
        </dl>
        {order.flagged ? <p style={warn}>{t(m.reviewFlagged)}</p> : null}
      </section>
      {stale.length ? (
        <p style={warn} role="alert" data-testid="update-stale">
          {t(m.updateStale)}
        </p>
      ) : null}
      <div style={{ overflowX: 'auto' }}>
        <table className="table" data-testid="update-diff" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>{t(m.updateField)}</th>
              <th>{t(m.updateCurrent)}</th>
              <th>{t(m.updateProposed)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.path} data-path={row.path} data-changed={row.changed ? 'true' : 'false'}>
                <th scope="row" style={{ textAlign: 'start', verticalAlign: 'top', fontWeight: row.changed ? 700 : 400 }}>
                  {t(row.label, { language: row.language ?? '' })}
                </th>
                <td style={{ ...cell, ...(row.changed ? removed : {}) }}>
                  <Value value={row.current} media={mediaById} t={t} />
                  {'atOrder' in row ? (
                    <small style={{ display: 'block', marginTop: '0.25rem', ...warn }}>
                      {t(m.updateAtOrder, { value: Array.isArray(row.atOrder) ? row.atOrder.map((id) => `#${id}`).join(', ') : String(row.atOrder ?? '') || t(m.updateNone) })}
                    </small>
                  ) : null}
                </td>
                <td style={{ ...cell, ...(row.changed ? added : {}) }}>{row.changed ? <Value value={row.proposed} media={mediaById} t={t} /> : <small>{t(m.updateUnchanged)}</small>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {inReview ? <UpdateDecisionForm orderId={order.id} texts={textsIn(language)} stale={stale.length > 0} /> : null}
      <OrderLog events={events.docs as OrderEvent[]} language={language} payload={payload} />
    </>
  )
}
