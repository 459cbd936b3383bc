import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { isEditor, isStaff } from '../../access/roles'
import { readCampaignDetail } from '../../ads/campaignDetail'
import { formatMoney, type Money } from '../../lib/money'
import { isLocale } from '../../locales'
import { adminText } from '../i18n/dictionary'
import { adminMessages as m } from '../i18n/messages'
import { durationText, textsIn, whenText } from '../review/reviewTexts'
import { actorEmails } from '../review/actorEmails'
import { OrderLogRows } from '../review/OrderLogRows'
import { CampaignActions } from './CampaignActions'

const columns = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', gap: 'calc(var(--base) * 1.5)', alignItems: 'start' } as const
const card = { border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-m, 4px)', padding: 'var(--base)', minWidth: 0 } as const
const dl = { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '0.35rem 1rem', margin: 0 } as const

/**
 * /admin/ads/{id}: one ad campaign (its order, times, a pause's remaining time, an editor's refund
 * decision) with its order's log, and for editors and admins the Pause / Resume / End buttons.
 * Support sees it without them. Read after the role check (ads/campaignDetail.ts).
 */
export async function AdCampaignView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const user = req.user
  const admin = req.payload.config.routes.admin
  const segments = (params?.segments as string[] | undefined) ?? []
  const id = Number(segments[1])
  if (!user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}/ads/${segments[1] ?? ''}`)}`)
  const language = req.i18n.language
  const t = (text: string, vars?: Record<string, string | number>) => adminText(text, language, vars)
  const money = (value: Money) => formatMoney(value, isLocale(language) ? language : 'en')
  const allowed = isStaff(user)
  const c = allowed && Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await readCampaignDetail(req.payload, id, language) : null
  const when = (iso: string | null) => (iso ? whenText(iso, language) : '—')
  const stateText = c ? { running: t(m.adsRunning), paused: t(m.adsPaused), queued: t(m.adsWaiting), ended: t(m.adsEnded), cancelled: t(m.adsEnded) }[c.status] : ''
  return (
    <DefaultTemplate i18n={req.i18n} locale={locale} params={params} payload={req.payload} permissions={permissions} searchParams={searchParams} user={user ?? undefined} visibleEntities={visibleEntities}>
      <Gutter>
        <p>
          <Link href={`${admin}/ads`}>← {t(m.adsBack)}</Link>
        </p>
        {!allowed ? (
          <p data-testid="ads-denied">{t(m.adsDenied)}</p>
        ) : !c ? (
          <p>{t(m.adsCampaignNotFound)}</p>
        ) : (
          <>
            <h1 style={{ wordBreak: 'break-word' }}>{t(m.adsCampaignTitle, { id: c.id, product: c.productName })}</h1>
            <div style={columns}>
              <section style={card}>
                <dl style={dl} data-testid="campaign-facts">
                  <dt>{t(m.adsState)}</dt>
                  <dd data-testid="campaign-status" data-status={c.status}>
                    <strong>{stateText}</strong>
                  </dd>
                  <dt>{t(m.adsPosition)}</dt>
                  <dd style={{ wordBreak: 'break-word' }}>{c.positionName}</dd>
                  <dt>{t(m.adsBuyer)}</dt>
                  <dd style={{ wordBreak: 'break-all' }}>{c.buyerEmail}</dd>
                  <dt>{t(m.adsOrder)}</dt>
                  <dd style={{ wordBreak: 'break-all' }}>{c.orderRef}</dd>
                  <dt>{t(m.adsPrice)}</dt>
                  <dd>{money(c.price as Money)}</dd>
                  <dt>{t(m.adsPaidOn)}</dt>
                  <dd>{when(c.paidAt)}</dd>
                  <dt>{t(m.adsStarts)}</dt>
                  <dd>{when(c.startsAt)}</dd>
                  {/* A paused ad's old end no longer holds: its time left is what counts. */}
                  {c.status !== 'paused' ? (
                    <>
                      <dt>{t(m.adsEnds)}</dt>
                      <dd>{when(c.endsAt)}</dd>
                    </>
                  ) : null}
                  {c.status === 'paused' ? (
                    <>
                      <dt>{t(m.adsPausedAt)}</dt>
                      <dd>{when(c.pausedAt)}</dd>
                    </>
                  ) : null}
                  {c.remainingMs != null ? (
                    <>
                      <dt>{t(m.adsRemaining)}</dt>
                      <dd data-testid="campaign-remaining">{durationText(c.remainingMs, language)}</dd>
                    </>
                  ) : null}
                  {c.endedAt ? (
                    <>
                      <dt>{t(m.adsEndedAt)}</dt>
                      <dd>{when(c.endedAt)}</dd>
                      <dt>{t(m.adsEndReason)}</dt>
                      <dd>{c.endReason ?? '—'}</dd>
                    </>
                  ) : null}
                  {c.decision ? (
                    <>
                      <dt>{t(m.adsRefundDecision)}</dt>
                      <dd data-testid="campaign-refund">
                        {c.decision.amount > 0 ? t(m.adsRefundState, { amount: money({ amount: c.decision.amount, currency: c.decision.currency } as Money), status: c.refund.status ?? '—' }) : t(m.adsRefundNone)}
                        {c.decision.note ? <small style={{ display: 'block', wordBreak: 'break-word' }}>{c.decision.note}</small> : null}
                        {c.decision.decidedBy ? <small style={{ display: 'block', wordBreak: 'break-all' }}>{`${c.decision.decidedBy} · ${when(c.decision.decidedAt)}`}</small> : null}
                      </dd>
                    </>
                  ) : null}
                </dl>
              </section>
              <section style={card}>
                {isEditor(user) ? (
                  <CampaignActions campaignId={c.id} status={c.status} texts={textsIn(language)} proRataText={t(m.adsRefundProRata, { amount: money({ amount: c.proRataNow, currency: c.price.currency } as Money) })} />
                ) : (
                  <p>{t(m.adsEditorOnly)}</p>
                )}
              </section>
            </div>
            <h2>{t(m.adsLog)}</h2>
            <OrderLogRows entries={c.log} language={language} emails={await actorEmails(req.payload, c.log.map((e) => e.actor))} testId="campaign-log" />
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
