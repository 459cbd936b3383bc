'use client'

import type { OrderView } from './orderApi'
import { OrderSummary } from './OrderSummary'
import { usePaymentT } from './PaymentI18n'
import styles from './payment.module.css'

/**
 * The payment success screen: the order's state as it arrives, and what happens next for its kind
 * (SPEC §4, §9); a paid deployment's status page, where the buyer is being taken.
 */
export function PaymentSuccess({ order, amount, ordersHref, deploymentHref }: { order: OrderView; amount: string; ordersHref: string; deploymentHref?: string | null }) {
  const t = usePaymentT()
  // next.<kind>.step1…: the client's translator answers strings only, so the steps are read one by one.
  // An ad whose position is reviewed first waits in review: its steps say so.
  const steps = order.kind === 'ad' && order.status === 'in_review' ? 'adReview' : order.kind
  const nextSteps = [1, 2, 3, 4].map((n) => t(`next.${steps}.step${n}`, { defaultValue: '' })).filter(Boolean)
  const confirmed = order.status !== 'pending'
  return (
    <section className={styles.result} data-testid="payment-success">
      <h2>{t('success.title')}</h2>
      <p>{confirmed ? t('success.text') : t('success.checking')}</p>
      <p className={styles.status}>
        {t('success.status')}:{' '}
        <strong data-testid="order-status" data-status={order.status}>
          {t(`status.${order.status}`)}
        </strong>
      </p>
      <OrderSummary order={order} amount={amount} />
      {deploymentHref ? (
        <p className={styles.status} role="status">
          {t('success.toDeployment')}{' '}
          <a className={styles.primary} href={deploymentHref} data-testid="follow-deployment">
            {t('success.followDeployment')}
          </a>
        </p>
      ) : null}
      {nextSteps.length > 0 && (
        <>
          <h3>{t('success.next')}</h3>
          <ul className={styles.nextSteps}>
            {nextSteps.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
      <a className={styles.secondary} href={ordersHref}>
        {t('success.orders')}
      </a>
    </section>
  )
}

/** 'Payment failed' with a retry: a new checkout attempt on the same order. */
export function PaymentFailed({ order, amount, working, error, onRetry }: { order: OrderView; amount: string; working: boolean; error: string | null; onRetry: () => void }) {
  const t = usePaymentT()
  return (
    <section className={styles.result} data-testid="payment-failed">
      <h2>{t('failed.title')}</h2>
      <p>{t('failed.text')}</p>
      <OrderSummary order={order} amount={amount} />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="button" className={styles.primary} disabled={working} onClick={onRetry} data-testid="retry-payment">
        {working ? t('actions.working') : t('failed.retry')}
      </button>
    </section>
  )
}

/** An order past paying (expired, cancelled, …) opened from its address; `startHref` leads to ordering anew. */
export function OrderClosed({ order, startHref, startLabel }: { order: OrderView; startHref: string; startLabel: string }) {
  const t = usePaymentT()
  return (
    <section className={styles.result} data-testid="order-closed">
      <h2>{t('closed.title')}</h2>
      <p>{t('closed.text', { status: t(`status.${order.status}`) })}</p>
      <a className={styles.primary} href={startHref}>
        {startLabel}
      </a>
    </section>
  )
}
