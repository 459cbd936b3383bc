import type { Payload } from 'payload'
import Link from 'next/link'
import { formatMoney } from '../../../lib/money'
import { isLocale } from '../../../locales'
import type { AdCampaign, AdPosition, Order, OrderEvent, Product, User } from '../../../payload-types'
import { reviewClock } from '../../../orders/reviewDeadline'
import { adminText } from '../../i18n/dictionary'
import { adminMessages as m } from '../../i18n/messages'
import { clockText, outcomeOf, textsIn, whenText } from '../reviewTexts'
import { UpdateDecisionForm } from '../updates/UpdateDecisionForm'
import { OrderLog } from '../OrderLog'

const card = { border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-m, 4px)', padding: 'var(--base)', minWidth: 0 } as const
const dl = { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '0.35rem 1rem', margin: 0 } as const
const warn = { color: 'var(--theme-error-500)', fontWeight: 600 } as const
const dd = { margin: 0, wordBreak: 'break-word' } as const

/**
 * Support's view of a paid ad in a position that requires review (inside /admin/review/{id}, the one
 * review page): the advertised product with its listing, the position with how full it is now (an
 * approved ad runs at once or queues), the buyer and contact, then Approve / Reject (POST
 * /api/ads/review/{id}) and the order's log. Reads go through the Local API as the signed-in user.
 */
export async function AdReview({ order, language, admin, user, payload }: { order: Order; language: string; admin: string; user: User; payload: Payload }) {
  const t = (text: string, vars?: Record<string, string | number>) => adminText(text, language, vars)
  const locale = isLocale(language) ? language : 'en'
  const product = typeof order.ad?.product === 'object' ? (order.ad.product as Product | null) : null
  const positionId = typeof order.ad?.position === 'object' ? order.ad.position?.id : order.ad?.position
  const buyer = typeof order.owner === 'object' ? order.owner : null
  const [position, events, campaigns] = await Promise.all([
    positionId ? (payload.findByID({ collection: 'ad-positions', id: positionId, depth: 0, locale, user, overrideAccess: false, disableErrors: true }) as Promise<AdPosition | null>) : Promise.resolve(null),
    payload.find({ collection: 'order-events', where: { order: { equals: order.id } }, sort: 'createdAt', limit: 200, depth: 0, user, overrideAccess: false }),
    positionId
      ? payload.find({ collection: 'ad-campaigns', where: { and: [{ position: { equals: positionId } }, { status: { in: ['running', 'queued'] } }] }, select: { status: true, order: true }, depth: 0, limit: 1000, user, overrideAccess: false })
      : Promise.resolve({ docs: [] as AdCampaign[] }),
  ])
  const running = campaigns.docs.filter((c) => c.status === 'running').length
  const queued = campaigns.docs.filter((c) => c.status === 'queued').length
  const own = (campaigns.docs as AdCampaign[]).find((c) => (typeof c.order === 'object' ? c.order?.id : c.order) === order.id)
  const clock = order.paidAt ? reviewClock(order.paidAt) : null
  const inReview = order.status === 'in_review'
  const decidedBy = typeof order.decidedBy === 'object' ? order.decidedBy?.email : null
  return (
    <>
      <p>{t(m.adReviewIntro)}</p>
      <p data-testid="review-status">
        {t(m.reviewStatusNow, { status: order.status })}
        {own ? ` · ${t(m.adReviewCampaign, { status: own.status })}` : ''}
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
          <p style={{ margin: 0 }}>{t(m.reviewDecided, { outcome: t(outcomeOf(order.status, order.rejectionReason)), by: decidedBy ?? '—', when: whenText(order.decidedAt, language) })}</p>
          {order.rejectionReason ? <p style={{ margin: '0.5rem 0 0' }}>{t(m.reviewReasonWas, { reason: order.rejectionReason })}</p> : null}
          {order.refund?.status ? <p style={{ margin: '0.5rem 0 0' }}>{t(m.reviewRefund, { status: order.refund.status })}</p> : null}
        </div>
      ) : null}
      <section style={{ ...card, marginBottom: 'var(--base)' }} data-testid="ad-order">
        <dl style={dl}>
          <dt>{t(m.reviewProduct)}</dt>
          <dd style={dd}>
            {product ? (
              <>
                <Link href={`${admin}/collections/products/${product.id}`}>{product.name}</Link> ({product.key})
                <br />
                <a href={product.url ?? undefined} target="_blank" rel="noopener noreferrer nofollow" style={{ wordBreak: 'break-all' }}>
                  {product.url}
                </a>
              </>
            ) : (
              '—'
            )}
          </dd>
          <dt>{t(m.adReviewPosition)}</dt>
          <dd style={dd} data-testid="ad-review-position">
            {position ? `${position.name} (${position.key})` : '—'}
            {position ? (
              <>
                <br />
                <small>{t(m.adReviewOccupancy, { running, capacity: position.capacity, queued })}</small>
              </>
            ) : null}
            {position && position.enabled === false ? <p style={{ ...warn, margin: 0 }}>{t(m.adReviewDisabled)}</p> : null}
          </dd>
          <dt>{t(m.reviewContact)}</dt>
          <dd style={{ ...dd, wordBreak: 'break-all' }} data-testid="ad-review-contact">
            {order.ad?.contactEmail}
          </dd>
          <dt>{t(m.reviewCustomer)}</dt>
          <dd style={{ ...dd, wordBreak: 'break-all' }}>{buyer?.email ?? '—'}</dd>
          <dt>{t(m.reviewAmount)}</dt>
          <dd style={dd}>
            {formatMoney(order.price, locale)} · {order.provider}
          </dd>
          <dt>{t(m.reviewPaid)}</dt>
          <dd style={dd}>{order.paidAt ? whenText(order.paidAt, language) : '—'}</dd>
        </dl>
        {order.flagged ? <p style={warn}>{t(m.reviewFlagged)}</p> : null}
      </section>
      {inReview ? <UpdateDecisionForm orderId={order.id} texts={textsIn(language)} stale={false} action="ads/review" approveText={t(m.adReviewApprove)} approvingText={t(m.reviewApproving)} /> : null}
      <OrderLog events={events.docs as OrderEvent[]} language={language} payload={payload} />
    </>
  )
}
