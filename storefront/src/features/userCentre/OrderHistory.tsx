'use client'

import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useTranslation } from '@/i18n/client'
import { routes } from '@/lib/routes'
import { formatAmount, formatDate } from './orderFormat'
import { useOrderHistory } from './useOrderHistory'
import styles from './UserCentre.module.css'

/**
 * Order History: every order with its status, amount and dates; pay a pending one; see why one was
 * rejected; follow a paid deployment on its status page.
 */
export function OrderHistory() {
  const { t, i18n } = useTranslation('orders')
  const config = useAccountConfig()
  const orders = useOrderHistory()
  if (orders.data && orders.data.length === 0) return <p className={styles.empty}>{t('history.empty')}</p>
  return (
    <ul className={styles.cards} data-testid="order-history">
      {orders.data?.map((o) => (
        <li key={o.id} className={styles.card} data-testid={`order-${o.id}`}>
          <div className={styles.cardHead}>
            <strong className={styles.wrap}>
              {o.kind === 'ad' && o.productName
                ? t('history.ad', { name: o.productName, position: o.packageName ?? '' })
                : o.kind === 'deployment' && o.productName
                  ? t('history.deployment', { name: o.productName })
                  : o.productName
                    ? t('history.submission', { name: o.productName })
                    : (o.packageName ?? o.kind)}
            </strong>
            <span className={styles.badge} data-status={o.status}>
              {t(`status.${o.status}`, { defaultValue: o.status })}
            </span>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t('history.order')}</dt>
              <dd className={styles.mono}>{o.orderRef}</dd>
            </div>
            <div>
              <dt>{t('history.amount')}</dt>
              <dd>{formatAmount(o.price, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('history.date')}</dt>
              <dd>{formatDate(o.createdAt, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('history.updated')}</dt>
              <dd>{formatDate(o.updatedAt, i18n.language)}</dd>
            </div>
          </dl>
          {o.partialRefund && (
            <p className={styles.reason} data-testid="partial-refund">
              {t(o.partialRefund.status === 'succeeded' ? 'history.partialRefund' : 'history.partialRefundPending', {
                refunded: formatAmount({ amount: o.partialRefund.amount, currency: o.price.currency }, i18n.language),
                price: formatAmount(o.price, i18n.language),
              })}
            </p>
          )}
          {o.rejectionReason && <p className={styles.reason}>{t('history.why', { reason: o.rejectionReason })}</p>}
          {o.deploymentId && o.status !== 'pending' ? (
            <a className={styles.cardLink} href={`${config.localePrefix}${routes.deploymentStatus(o.deploymentId)}`} data-testid="order-deployment">
              {t('history.deploymentStatus')}
            </a>
          ) : null}
          {o.status === 'pending' && (
            <a className={styles.primary} href={o.kind === 'submission' ? `${config.localePrefix}/submission?order=${o.id}` : `${config.localePrefix}/pay/${o.id}`} data-testid="pay-now">
              {t('history.payNow')}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
