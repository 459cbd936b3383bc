import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { isStaff } from '../../access/roles'
import { type OccupancyCampaign, readAdOccupancy } from '../../ads/occupancy'
import { adminText } from '../i18n/dictionary'
import { adminMessages as m } from '../i18n/messages'
import { durationText, whenText } from '../review/reviewTexts'

const scroll = { overflowX: 'auto', marginBottom: 'calc(var(--base) * 1.5)' } as const
const section = { borderTop: '1px solid var(--theme-elevation-150)', paddingTop: 'var(--base)', marginTop: 'var(--base)' } as const
const muted = { color: 'var(--theme-elevation-600)' } as const
const badge = { display: 'inline-block', padding: '0 0.4rem', borderRadius: '3px', fontSize: '0.85em', background: 'var(--theme-elevation-100)' } as const
const disabledBadge = { ...badge, background: 'var(--theme-warning-100)', color: 'var(--theme-warning-800)' } as const

/**
 * /admin/ads: every ad position (disabled ones marked) with running / capacity, when its next slot
 * frees, the paused ads and the queue in start order with each queued ad's expected start (the
 * quote /advertise gives). Support, editors and admins; each row opens the campaign's page, where
 * editors pause, resume or end it. Rendered on the server from two queries (ads/occupancy.ts).
 */
export async function AdOccupancyView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const user = req.user
  const admin = req.payload.config.routes.admin
  if (!user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}/ads`)}`)
  const language = req.i18n.language
  const t = (text: string, vars?: Record<string, string | number>) => adminText(text, language, vars)
  const allowed = isStaff(user)
  const positions = allowed ? await readAdOccupancy(req.payload, language) : null
  const row = (c: OccupancyCampaign, state: string, timing: string) => (
    <tr key={c.id} data-campaign={c.id} data-status={c.status}>
      <td>
        <span style={badge}>{state}</span>
      </td>
      <td>
        <strong style={{ wordBreak: 'break-word' }}>{c.productName}</strong>
        <br />
        <small style={muted}>{c.orderRef}</small>
      </td>
      <td style={{ wordBreak: 'break-all' }}>{c.buyerEmail}</td>
      <td>{whenText(c.paidAt, language)}</td>
      <td>{timing}</td>
      <td>
        <Link href={`${admin}/ads/${c.id}`} className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
          {t(m.adsOpen)}
        </Link>
      </td>
    </tr>
  )
  return (
    <DefaultTemplate i18n={req.i18n} locale={locale} params={params} payload={req.payload} permissions={permissions} searchParams={searchParams} user={user ?? undefined} visibleEntities={visibleEntities}>
      <Gutter>
        <h1>{t(m.adsTitle)}</h1>
        {!positions ? (
          <p data-testid="ads-denied">{t(m.adsDenied)}</p>
        ) : (
          <>
            <p>{t(m.adsIntro)}</p>
            {positions.length === 0 ? <p>{t(m.adsNoPositions)}</p> : null}
            {positions.map((p) => {
              const live = p.running.length + p.paused.length + p.queue.length
              return (
                <section key={p.id} style={section} data-testid="ads-position" data-position={p.key}>
                  <h2 style={{ marginBottom: '0.25rem', wordBreak: 'break-word' }}>
                    {p.name ?? p.key} {!p.enabled ? <span style={disabledBadge}>{t(m.adsDisabled)}</span> : null}
                  </h2>
                  <p style={{ margin: '0 0 var(--base)' }} data-testid="ads-occupancy">
                    <small style={muted}>
                      {p.key} · {p.placement}
                    </small>
                    <br />
                    <strong>{t(m.adsOccupancy, { running: p.running.length, capacity: p.capacity })}</strong>
                    {' · '}
                    {t(m.adsQueueLength, { count: p.queue.length })}
                    {' · '}
                    {p.nextFree ? t(m.adsNextFree, { when: whenText(p.nextFree, language) }) : t(m.adsFreeNow)}
                  </p>
                  {live === 0 ? (
                    <p style={muted}>{t(m.adsNothingLive)}</p>
                  ) : (
                    <div style={scroll}>
                      <table className="table" data-testid="ads-campaigns">
                        <thead>
                          <tr>
                            <th>{t(m.adsState)}</th>
                            <th>{t(m.adsProduct)}</th>
                            <th>{t(m.adsBuyer)}</th>
                            <th>{t(m.adsPaidOn)}</th>
                            <th>{t(m.adsTiming)}</th>
                            <th />
                          </tr>
                        </thead>
                        <tbody>
                          {p.running.map((c) => row(c, t(m.adsRunning), c.endsAt ? t(m.adsUntil, { when: whenText(c.endsAt, language) }) : ''))}
                          {p.paused.map((c) => row(c, t(m.adsPaused), c.remainingMs != null ? t(m.adsLeft, { time: durationText(c.remainingMs, language) }) : ''))}
                          {p.queue.map((c, i) => row(c, t(m.adsQueued, { place: i + 1 }), c.expectedStart ? t(m.adsExpected, { when: whenText(c.expectedStart, language) }) : ''))}
                        </tbody>
                      </table>
                    </div>
                  )}
                </section>
              )
            })}
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
