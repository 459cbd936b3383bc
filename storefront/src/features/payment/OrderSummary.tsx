'use client'

import type { OrderView } from './orderApi'
import { usePaymentT } from './PaymentI18n'
import styles from './payment.module.css'

/** What is being paid for: package, product, amount (formatted by the server page) and the order number. */
export function OrderSummary({ order, amount }: { order: OrderView; amount: string }) {
  const t = usePaymentT()
  return (
    <dl className={styles.summary} aria-label={t('payment.summary')}>
      <dt>{t('payment.package')}</dt>
      <dd>{order.packageName}</dd>
      <dt>{t('payment.product')}</dt>
      <dd>{order.productName}</dd>
      <dt>{t('payment.amount')}</dt>
      <dd data-testid="order-amount">{amount}</dd>
      <dt>{t('payment.order')}</dt>
      <dd className={styles.mono}>{order.orderRef}</dd>
    </dl>
  )
}
