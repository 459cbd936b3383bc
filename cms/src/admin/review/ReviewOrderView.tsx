import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { isSupport } from '../../access/roles'
import { formatMoney } from '../../lib/money'
import { isLocale } from '../../locales'
import type { Category, Media, Order, OrderEvent, User } from '../../payload-types'
import { reviewClock } from '../../orders/reviewDeadline'
import { productsAtSameDomain } from '../../orders/reviewQueue'
import { adminText } from '../i18n/dictionary'
import { adminMessages as m } from '../i18n/messages'
import { UpdateReview } from './updates/UpdateReview'
import { AdReview } from './ads/AdReview'
import { DecisionForm } from './DecisionForm'
import { OrderLog } from './OrderLog'
import { orderStatusText } from './orderLogTexts'
import { clockText, textsIn, whenText } from './reviewTexts'

const columns = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', gap: 'calc(var(--base) * 1.5)', alignItems: 'start' } as const
const card = { border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-m, 4px)', padding: 'var(--base)', minWidth: 0 } as const
const dl = { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '0.35rem 1rem', margin: 0 } as const
const warn = { color: 'var(--theme-error-500)', fontWeight: 600 } as const

const idOf = (value: unknown): number | null => (value && typeof value === 'object' ? (value as { id: number }).id : typeof value === 'number' ? value : null)

/**
 * /admin/review/{id}: one paid submission beside the catalogue's products at the same domain, the
 * fields support may correct, and Approve / Reject (POST /api/review/{id}, which checks the role
 * again). A decided order shows who decided what and when. Reads go through the Local API as the
 * signed-in user, so the collections' own access rules apply.
 */
export async function ReviewOrderView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const user = req.user
  const admin = req.payload.config.routes.admin
  const segments = (params?.segments as string[] | undefined) ?? []
  const id = Number(segments[1])
  if (!user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}/review/${segments[1] ?? ''}`)}`)
  const language = req.i18n.language
  const t = (text: string, vars?: Record<string, string | number>) => adminText(text, language, vars)
  const allowed = isSupport(user)
  const order =
    allowed && Number.isInteger(id) && id > 0 && id < 2 ** 31
      ? ((await req.payload.findByID({ collection: 'orders', id, depth: 1, user, overrideAccess: false, disableErrors: true })) as Order | null)
      : null
  const body = !allowed ? (
    <p data-testid="review-denied">{t(m.reviewDenied)}</p>
  ) : order?.kind === 'update' ? (
    await UpdateReview({ order, language, admin, user: user as User, payload: req.payload })
  ) : order?.kind === 'ad' ? (
    await AdReview({ order, language, admin, user: user as User, payload: req.payload })
  ) : !order || order.kind !== 'submission' ? (
    <p>{t(m.reviewNotFound)}</p>
  ) : (
    await OrderReview({ order, language, admin, user: user as User, payload: req.payload })
  )
  return (
    <DefaultTemplate i18n={req.i18n} locale={locale} params={params} payload={req.payload} permissions={permissions} searchParams={searchParams} user={user ?? undefined} visibleEntities={visibleEntities}>
      <Gutter>
        <p>
          <Link href={`${admin}/review`}>← {t(m.reviewBack)}</Link>
        </p>
        <h1 style={{ wordBreak: 'break-word' }}>{t(order?.kind === 'update' ? m.updateOrderTitle : order?.kind === 'ad' ? m.adOrderTitle : m.reviewOrderTitle, { order: order?.orderRef ?? String(segments[1] ?? '') })}</h1>
        {body}
      </Gutter>
    </DefaultTemplate>
  )
}

async function OrderReview({ order, language, admin, user, payload }: { order: Order; language: string; admin: string; user: User; payload: AdminViewServerProps['initPageResult']['req']['payload'] }) {
  const t = (text: string, vars?: Record<string, string | number>) => adminText(text, language, vars)
  const moneyLocale = isLocale(language) ? language : 'en'
  const submitted = order.submission ?? {}
  const owner = typeof order.owner === 'object' ? order.owner : null
  const logo = typeof submitted.logo === 'object' ? (submitted.logo as Media | null) : null
  const category = typeof submitted.category === 'object' ? (submitted.category as Category | null) : null
  const [sameDomain, categories, events] = await Promise.all([
    productsAtSameDomain(payload, submitted.officialUrl ?? ''),
    payload.find({ collection: 'categories', where: { parent: { exists: true } }, sort: 'name', limit: 500, depth: 0, locale: isLocale(language) ? language : 'en', user, overrideAccess: false, select: { name: true } }),
    payload.find({ collection: 'order-events', where: { order: { equals: order.id } }, sort: 'createdAt', limit: 200, depth: 0, user, overrideAccess: false }),
  ])
  const clock = order.paidAt ? reviewClock(order.paidAt) : null
  const decidedBy = typeof order.decidedBy === 'object' ? order.decidedBy?.email : null
  const product = typeof order.product === 'object' ? order.product : null
  const inReview = order.status === 'in_review'
  const publishedTwin = sameDomain.some((p) => p.status === 'published' && p.id !== idOf(order.product))
  return (
    <>
      <p data-testid="review-status">
        {t(m.reviewStatusNow, { status: orderStatusText(order.status, language) })}
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
          {product ? (
            <p style={{ margin: '0.5rem 0 0' }}>
              {t(m.reviewListedAs)} <Link href={`${admin}/collections/products/${product.id}`}>{product.name}</Link> ({product.key})
            </p>
          ) : null}
          {order.rejectionReason ? <p style={{ margin: '0.5rem 0 0' }}>{t(m.reviewReasonWas, { reason: order.rejectionReason })}</p> : null}
          {order.refund?.status ? <p style={{ margin: '0.5rem 0 0' }}>{t(m.reviewRefund, { status: order.refund.status })}</p> : null}
        </div>
      ) : null}
      <div style={columns}>
        <section style={card} data-testid="review-submitted">
          <h3 style={{ marginTop: 0 }}>{t(m.reviewSubmitted)}</h3>
          <dl style={dl}>
            <dt>{t(m.reviewName)}</dt>
            <dd style={{ margin: 0, wordBreak: 'break-word' }}>{submitted.productName}</dd>
            <dt>{t(m.reviewUrl)}</dt>
            <dd style={{ margin: 0, wordBreak: 'break-all' }}>
              <a href={submitted.officialUrl ?? undefined} target="_blank" rel="noopener noreferrer nofollow">
                {submitted.officialUrl}
              </a>
            </dd>
            <dt>{t(m.reviewCategory)}</dt>
            <dd style={{ margin: 0 }}>{category?.name ?? '—'}</dd>
            <dt>{t(m.reviewDescription)}</dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{submitted.shortDescription || '—'}</dd>
            <dt>{t(m.reviewLogo)}</dt>
            <dd style={{ margin: 0 }}>{logo?.url ? <img src={logo.url} alt="" width={48} height={48} style={{ objectFit: 'contain' }} /> : t(m.reviewNoLogo)}</dd>
            <dt>{t(m.reviewContact)}</dt>
            <dd style={{ margin: 0, wordBreak: 'break-all' }}>{submitted.contactEmail}</dd>
            <dt>{t(m.reviewCustomer)}</dt>
            <dd style={{ margin: 0, wordBreak: 'break-all' }}>{owner?.email ?? '—'}</dd>
            <dt>{t(m.reviewAmount)}</dt>
            <dd style={{ margin: 0 }}>{formatMoney(order.price, moneyLocale)} · {order.provider}</dd>
            <dt>{t(m.reviewPaid)}</dt>
            <dd style={{ margin: 0 }}>{order.paidAt ? whenText(order.paidAt, language) : '—'}</dd>
          </dl>
          {order.flagged ? <p style={warn}>{t(m.reviewFlagged)}</p> : null}
        </section>
        <section style={card} data-testid="review-same-domain">
          <h3 style={{ marginTop: 0 }}>{t(m.reviewSameDomain)}</h3>
          {publishedTwin ? <p style={warn} data-testid="review-same-domain-warning">{t(m.reviewSameDomainWarning)}</p> : null}
          {sameDomain.length === 0 ? (
            <p>{t(m.reviewSameDomainNone)}</p>
          ) : (
            <ul style={{ paddingLeft: '1.2rem', margin: 0 }}>
              {sameDomain.map((p) => (
                <li key={p.id} style={{ wordBreak: 'break-word' }}>
                  <Link href={`${admin}/collections/products/${p.id}`}>{p.name}</Link> ({p.key}, {p.status}) — <span style={{ wordBreak: 'break-all' }}>{p.url}</span>
                  {p.ownerEmail ? ` · ${p.ownerEmail}` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {inReview ? (
        <DecisionForm
          orderId={order.id}
          texts={textsIn(language)}
          initial={{ productName: submitted.productName ?? '', officialUrl: submitted.officialUrl ?? '', shortDescription: submitted.shortDescription ?? '', category: category?.id ?? null, hasLogo: Boolean(logo) }}
          categories={categories.docs.map((c) => ({ id: c.id, name: String(c.name ?? c.id) }))}
        />
      ) : null}
      <OrderLog events={events.docs as OrderEvent[]} language={language} payload={payload} />
    </>
  )
}
