'use client'

import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useTranslation } from '@/i18n/client'
import { formatDate } from './orderFormat'
import { useOrderHistory } from './useOrderHistory'
import styles from './UserCentre.module.css'

/** My AI Apps, first part: the products the user paid to submit, with where their review stands. */
export function SubmittedApps() {
  const { t, i18n } = useTranslation('orders')
  const config = useAccountConfig()
  const orders = useOrderHistory()
  const submitted = orders.data?.filter((o) => o.kind === 'submission' && o.productName)
  return (
    <section className={styles.block}>
      <h3>{t('apps.title')}</h3>
      {submitted && submitted.length === 0 && (
        <p className={styles.empty}>
          {t('apps.empty')} <a href={`${config.localePrefix}/submission`}>{t('apps.submit')}</a>
        </p>
      )}
      <ul className={styles.items} data-testid="submitted-apps">
        {submitted?.map((o) => (
          <li key={o.id}>
            <span className={styles.wrap}>
              {o.productKey ? <a href={`${config.localePrefix}/details/${o.productKey}`}>{o.productName}</a> : o.productName}
              {o.officialUrl && <span className={styles.status}> · {o.officialUrl.replace(/^https?:\/\//, '')}</span>}
            </span>
            <span className={styles.status}>
              {t(`status.${o.status}`, { defaultValue: o.status })} · {formatDate(o.updatedAt, i18n.language)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
