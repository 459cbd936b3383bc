import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { isSupport } from '../../access/roles'
import { formatMoney } from '../../lib/money'
import { isLocale } from '../../locales'
import { readReviewQueue } from '../../orders/reviewQueue'
import { adminText } from '../i18n/dictionary'
import { adminMessages as m } from '../i18n/messages'
import { clockText, outcomeOf, whenText } from './reviewTexts'

const scroll = { overflowX: 'auto', marginBottom: 'calc(var(--base) * 2)' } as const
const overdueStyle = { color: 'var(--theme-error-500)', fontWeight: 600 } as const

/**
 * /admin/review: support's queue of paid submissions, oldest payment first, with the time left
 * against the review deadline (orders/reviewDeadline.ts) and the overdue ones marked, then the
 * latest decisions. Each row opens /admin/review/{id}, where the decision is taken.
 */
export async function ReviewQueueView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const user = req.user
  const admin = req.payload.config.routes.admin
  if (!user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}/review`)}`)
  const language = req.i18n.language
  const t = (text: string, vars?: Record<string, string | number>) => adminText(text, language, vars)
  const moneyLocale = isLocale(language) ? language : 'en'
  const allowed = isSupport(user)
  const queue = allowed ? await readReviewQueue(req.payload) : null
  return (
    <DefaultTemplate i18n={req.i18n} locale={locale} params={params} payload={req.payload} permissions={permissions} searchParams={searchParams} user={user ?? undefined} visibleEntities={visibleEntities}>
      <Gutter>
        <h1>{t(m.reviewTitle)}</h1>
        {!queue ? (
          <p data-testid="review-denied">{t(m.reviewDenied)}</p>
        ) : (
          <>
            <p>{t(m.reviewIntro)}</p>
            <p data-testid="review-totals">
              <strong>{t(m.reviewWaiting, { count: queue.waitingTotal, overdue: queue.overdueTotal })}</strong>
              {queue.waitingTotal > queue.waiting.length ? ` ${t(m.reviewShowingFirst, { count: queue.waiting.length })}` : ''}
            </p>
            {queue.waiting.length === 0 ? (
              <p data-testid="review-empty">{t(m.reviewEmpty)}</p>
            ) : (
              <div style={scroll}>
                <table className="table" data-testid="review-queue">
                  <thead>
                    <tr>
                      <th>{t(m.reviewProduct)}</th>
                      <th>{t(m.reviewCustomer)}</th>
                      <th>{t(m.reviewPaid)}</th>
                      <th>{t(m.reviewAmount)}</th>
                      <th>{t(m.reviewTimeLeft)}</th>
                      <th />
                    </tr>
                  </thead>
                  <tbody>
                    {queue.waiting.map((row) => (
                      <tr key={row.id} data-order={row.id} data-overdue={row.clock.overdue ? 'true' : 'false'}>
                        <td>
                          <strong>{row.productName}</strong>
                          {row.kind === 'update' ? <small data-testid="review-kind-update"> · {t(m.reviewKindUpdate)}</small> : null}
                          {row.kind === 'ad' ? <small data-testid="review-kind-ad"> · {t(m.reviewKindAd)}</small> : null}
                          <br />
                          <small style={{ wordBreak: 'break-all' }}>{row.officialUrl}</small>
                          {row.flagged ? (
                            <>
                              <br />
                              <small style={overdueStyle}>{t(m.reviewFlagged)}</small>
                            </>
                          ) : null}
                        </td>
                        <td style={{ wordBreak: 'break-all' }}>{row.ownerEmail}</td>
                        <td>{whenText(row.paidAt, language)}</td>
                        <td>{formatMoney(row.price, moneyLocale)}</td>
                        <td style={row.clock.overdue ? overdueStyle : undefined} data-testid="review-clock">
                          {clockText(row.clock.msLeft, language)}
                        </td>
                        <td>
                          <Link href={`${admin}/review/${row.id}`} className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
                            {t(m.reviewOpen)}
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <h2>{t(m.reviewRecent)}</h2>
            {queue.decided.length === 0 ? (
              <p>{t(m.reviewNoDecisions)}</p>
            ) : (
              <div style={scroll}>
                <table className="table" data-testid="review-decided">
                  <thead>
                    <tr>
                      <th>{t(m.reviewProduct)}</th>
                      <th>{t(m.reviewOutcome)}</th>
                      <th>{t(m.reviewBy)}</th>
                      <th>{t(m.reviewWhen)}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {queue.decided.map((row) => (
                      <tr key={row.id} data-order={row.id}>
                        <td>
                          <Link href={`${admin}/review/${row.id}`}>{row.productName}</Link>
                        </td>
                        <td data-testid="review-outcome">
                          {t(outcomeOf(row.status, row.rejectionReason))}
                          {row.rejectionReason ? <small style={{ display: 'block' }}>{row.rejectionReason}</small> : null}
                        </td>
                        <td style={{ wordBreak: 'break-all' }}>{row.decidedBy}</td>
                        <td>{whenText(row.decidedAt, language)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
