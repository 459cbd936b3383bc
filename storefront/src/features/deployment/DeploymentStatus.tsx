'use client'

import { deploymentSteps, stepIndex, type DeploymentView } from '@aidir/cms/deployments'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { toast } from '@/components/shell/toast'
import { ApiError, apiData } from '@/features/session/client'
import { useTaskPoll } from '@/features/tasks/useTaskPoll'
import { countdown } from './countdown'
import { useDeploymentT } from './DeploymentI18n'
import { useApiMessage } from './useApiMessage'
import styles from './deployment.module.css'

/** A deployed instance whose expiration time has passed by this clock: the sweep is about to remove it. */
const timeIsUp = (d: DeploymentView | undefined, now: number) => d?.state === 'deployed' && Boolean(d.expiresAt) && Date.parse(d.expiresAt!) <= now

/**
 * The live status of one deployment (SPEC §3 Deployment result, §4): its steps while in progress
 * (polled through the task kit's hook), then the visit address, deployment and expiration times
 * with a countdown, or the failure's reason with retry. When the countdown reaches zero the page
 * asks again until the instance reads expired (the sweep runs every minute).
 */
export function DeploymentStatus({ id, locale, myAppsHref, loginHref, payBase }: { id: number; locale: string; myAppsHref: string; loginHref: string; payBase: string }) {
  const t = useDeploymentT()
  const apiMessage = useApiMessage()
  const poll = useTaskPoll<DeploymentView>({
    queryKey: ['deployment', id],
    path: `/api/deployments/${id}`,
    settled: (d) => d.state !== 'in-progress' && d.state !== 'awaiting-payment' && !timeIsUp(d, Date.now()),
  })
  const d = poll.data
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (d?.state !== 'deployed') return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [d?.state])
  const timeUp = timeIsUp(d, now)
  useEffect(() => {
    // The answer that settled the poll was read before the time was up: ask again (it polls until expired).
    if (timeUp) poll.retry()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeUp])
  const retry = useMutation({
    mutationFn: () => apiData(`/api/deployments/${id}/retry`, { method: 'POST' }),
    onSuccess: () => {
      toast({ message: t('messages.retrySucceeded'), type: 'success' })
      poll.retry()
    },
    onError: (err) => toast({ message: apiMessage(err instanceof ApiError ? err.message : undefined, 'messages.retryFailed'), type: 'error' }),
  })

  if (poll.error) {
    const e = poll.error instanceof ApiError ? poll.error : null
    return (
      <p className={styles.notice} role="alert">
        {apiMessage(e?.message)} {e?.status === 401 ? <a href={loginHref}>{t('login')}</a> : null}
      </p>
    )
  }
  if (!d) return <p className={styles.hint} aria-busy="true">{t('status.steps.scheduled')}…</p>
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const current = stepIndex(d.step)
  return (
    <section className={styles.status} data-testid="deployment-status" data-state={d.state}>
      <h2>
        {t('status.title', { name: d.product.name })}{' '}
        <span className={`${styles.badge} ${styles[`badge_${d.state}`]}`} data-testid="deployment-state">{t(`status.${d.state}`)}</span>{' '}
        {d.runtime === 'sandbox' ? <span className={styles.sandbox}>{t('status.sandboxRuntime')}</span> : null}
      </h2>
      {d.state === 'awaiting-payment' && d.orderId ? (
        <p>
          <a className={styles.primary} href={`${payBase}${d.orderId}`} data-testid="deployment-pay">{t('status.pay')}</a>
        </p>
      ) : null}
      {d.state === 'in-progress' ? (
        <ol className={styles.steps} aria-label={t('status.in-progress')}>
          {deploymentSteps.map((step, i) => (
            <li key={step} className={styles.step} data-state={i < current ? 'done' : i === current ? 'current' : 'todo'} aria-current={i === current ? 'step' : undefined}>
              {t(`status.steps.${step}`)}
            </li>
          ))}
        </ol>
      ) : null}
      {d.state === 'deployed' || d.state === 'expired' ? (
        <dl className={styles.facts}>
          {d.visitUrl ? (
            <>
              <dt>{t('status.visit')}</dt>
              <dd><a href={d.visitUrl} target="_blank" rel="noopener noreferrer" data-testid="deployment-visit">{d.visitUrl}</a></dd>
            </>
          ) : null}
          {d.deployedAt ? (<><dt>{t('status.deployedAt')}</dt><dd>{format.format(new Date(d.deployedAt))}</dd></>) : null}
          {d.expiresAt ? (<><dt>{t('status.expiresAt')}</dt><dd>{format.format(new Date(d.expiresAt))}</dd></>) : null}
        </dl>
      ) : null}
      {d.state === 'deployed' && d.expiresAt ? (
        <p className={styles.countdown} data-testid="deployment-countdown">{timeUp ? t('status.expiring') : t('status.countdown', { time: countdown(d.expiresAt, now) })}</p>
      ) : null}
      {d.state === 'expired' ? <p className={styles.hint} data-testid="deployment-expired">{t('status.expiredNote')}</p> : null}
      {d.state === 'failed' ? (
        <>
          <p className={styles.error} data-testid="deployment-reason">{t('status.reason')}: {d.failureReason}</p>
          {!d.paid ? (
            <button type="button" className={styles.primary} onClick={() => retry.mutate()} disabled={retry.isPending} data-testid="deployment-retry">{t('status.retry')}</button>
          ) : null}
        </>
      ) : null}
      {d.secretNames.length ? <p className={styles.hint}>{t('status.secretsGiven', { names: d.secretNames.join(', ') })}</p> : null}
      <p><a href={myAppsHref}>{t('status.myApps')}</a></p>
    </section>
  )
}
