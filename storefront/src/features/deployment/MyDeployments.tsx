'use client'

import type { DeploymentView } from '@aidir/cms/deployments'
import { useQuery } from '@tanstack/react-query'
import { apiData } from '@/features/session/client'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useDeploymentT } from './DeploymentI18n'
import styles from './deployment.module.css'

/** "My AI Apps" in the user centre: the user's deployments with their state and address. */
export function MyDeployments() {
  const t = useDeploymentT()
  const { localePrefix } = useAccountConfig()
  const list = useQuery({ queryKey: ['my-deployments'], queryFn: () => apiData<{ items: DeploymentView[] }>('/api/deployments'), refetchInterval: (q) => (q.state.data?.items.some((d) => d.state === 'in-progress') ? 3000 : false) })
  const items = list.data?.items ?? []
  return (
    <section className={styles.mine} data-testid="my-deployments">
      <h3>{t('mine.title')}</h3>
      {list.isSuccess && items.length === 0 ? (
        <p className={styles.hint}>
          {t('mine.empty')} <a href={`${localePrefix}/deployment`}>{t('mine.browse')}</a>
        </p>
      ) : null}
      {items.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <tbody>
              {items.map((d) => (
                <tr key={d.id} data-testid="my-deployment">
                  <td>{d.product.name}</td>
                  <td><span className={`${styles.badge} ${styles[`badge_${d.state}`]}`}>{t(`status.${d.state}`)}</span></td>
                  <td>{d.visitUrl ? <a className={styles.visit} href={d.visitUrl} target="_blank" rel="noopener noreferrer">{d.visitUrl}</a> : null}</td>
                  <td><a href={`${localePrefix}/deployment/status/${d.id}`}>{t('mine.open')}</a></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
