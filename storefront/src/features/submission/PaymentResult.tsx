'use client'

import type { OrderView } from './orderApi'
import { OrderSummary } from './OrderSummary'
import { useSubmissionT } from './SubmissionI18n'
import styles from './submission.module.css'

/** The payment success screen: the order's state as it arrives, and what happens next (SPEC §4, §9). */
export function PaymentSuccess({ order, amount, ordersHref }: { order: OrderView; amount: string; ordersHref: string }) {
  const t = useSubmissionT()
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
      <h3>{t('success.next')}</h3>
      <ul className={styles.nextSteps}>
        <li>{t('success.review')}</li>
        <li>{t('success.listing')}</li>
        <li>{t('success.refund')}</li>
      </ul>
      <a className={styles.secondary} href={ordersHref}>
        {t('success.orders')}
      </a>
    </section>
  )
}

/** 'Payment failed' with a retry: a new checkout attempt on the same order. */
export function PaymentFailed({ order, amount, working, error, onRetry }: { order: OrderView; amount: string; working: boolean; error: string | null; onRetry: () => void }) {
  const t = useSubmissionT()
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

/** An order past paying (expired, cancelled, …) opened from its address. */
export function OrderClosed({ order, startHref }: { order: OrderView; startHref: string }) {
  const t = useSubmissionT()
  return (
    <section className={styles.result} data-testid="order-closed">
      <h2>{t('closed.title')}</h2>
      <p>{t('closed.text', { status: t(`status.${order.status}`) })}</p>
      <a className={styles.primary} href={startHref}>
        {t('actions.startOver')}
      </a>
    </section>
  )
}
