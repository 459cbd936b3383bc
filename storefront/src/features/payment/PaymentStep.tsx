'use client'

import type { OrderView } from './orderApi'
import { OrderSummary } from './OrderSummary'
import { usePaymentT } from './PaymentI18n'
import { clock, useNow } from './useNow'
import styles from './payment.module.css'

/**
 * Step 3. International edition: a button to the provider's checkout (Stripe, or the sandbox
 * page). China edition: the QR the server drew (WeChat's code_url, or the sandbox page's address
 * labelled as such), its countdown by the browser's clock, and a refresh that opens a new attempt.
 */
export function PaymentStep(props: { order: OrderView; amount: string; qr: boolean; working: boolean; error: string | null; onNewCheckout: () => void }) {
  const t = usePaymentT()
  const { order } = props
  const checkout = order.checkout
  const now = useNow(props.qr && Boolean(checkout))
  const left = checkout ? Date.parse(checkout.expiresAt) - now : 0
  const expired = !checkout || left <= 0

  return (
    <div className={styles.payment}>
      <OrderSummary order={order} amount={props.amount} />
      <div className={styles.payBox}>
        {order.sandbox && (
          <p className={styles.sandbox} data-testid="sandbox-label">
            {t('payment.sandboxLabel')}
          </p>
        )}
        {props.qr ? (
          <>
            <p className={styles.payTitle}>{order.sandbox ? t('payment.sandboxHint') : t('payment.scan')}</p>
            <div className={styles.qr} data-expired={expired || undefined}>
              {checkout?.qrImage && <img src={checkout.qrImage} alt={t('payment.scan')} width={220} height={220} data-testid="pay-qr" />}
              {expired && (
                <p className={styles.qrExpired} data-testid="qr-expired">
                  {checkout ? t('payment.expired') : t('payment.noCheckout')}
                </p>
              )}
            </div>
            {!expired && (
              <p className={styles.countdown} data-testid="qr-countdown" aria-live="off">
                {t('payment.expiresIn', { time: clock(left) })}
              </p>
            )}
            {order.sandbox && checkout?.redirectUrl && !expired && (
              <p>
                <a href={checkout.redirectUrl} data-testid="sandbox-link">
                  {t('payment.sandboxLink')}
                </a>
              </p>
            )}
            {!expired && <p className={styles.muted}>{t('payment.waiting')}</p>}
            <button type="button" className={expired ? styles.primary : styles.secondary} disabled={props.working} onClick={props.onNewCheckout} data-testid="refresh-qr">
              {props.working ? t('actions.working') : t('payment.refresh')}
            </button>
          </>
        ) : checkout?.redirectUrl && !expired ? (
          <a className={styles.primary} href={checkout.redirectUrl} data-testid="to-checkout">
            {order.sandbox ? t('payment.toSandbox') : t('payment.toCheckout')}
          </a>
        ) : (
          <>
            <p>{t('payment.noCheckout')}</p>
            <button type="button" className={styles.primary} disabled={props.working} onClick={props.onNewCheckout} data-testid="new-checkout">
              {props.working ? t('actions.working') : t('payment.newCheckout')}
            </button>
          </>
        )}
        {props.error && (
          <p className={styles.error} role="alert" data-testid="pay-error">
            {props.error}
          </p>
        )}
      </div>
    </div>
  )
}
