'use client'

import { useQuery } from '@tanstack/react-query'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useUser } from '@/features/account/client/useUser'
import { apiRequest } from '@/features/session/client'
import { useSubmitT } from '@/features/mcpSubmit/SubmitI18n'
import type { SubmissionView as Submission } from '@aidir/cms/mcpSubmit'
import { routes } from '@/lib/routes'
import styles from './UserCentre.module.css'

/** My MCP, first part: the servers the user submitted and where each stands (own submissions only: the API reads as the user). */
export function MyMcpSubmissions() {
  const { t } = useSubmitT()
  const { localePrefix } = useAccountConfig()
  const token = useUser((s) => s.token)
  const list = useQuery({
    queryKey: ['mcp-submissions', token],
    queryFn: async () => (await apiRequest<{ list: Submission[] }>('/api/mcp/submissions')).data?.list ?? [],
  })
  const submitHref = `${localePrefix}${routes.mcpSubmit()}`
  return (
    <section className={styles.block}>
      <h3>{t('mine.title')}</h3>
      {list.data && list.data.length === 0 && (
        <p className={styles.empty}>
          {t('mine.empty')} <a href={submitHref}>{t('mine.submit')}</a>
        </p>
      )}
      <ul className={styles.items} data-testid="my-mcp-submissions">
        {list.data?.map((s) => (
          <li key={s.id} data-status={s.status}>
            <span className={styles.wrap}>
              {s.status === 'approved' && s.serverKey ? (
                <a href={`${localePrefix}${routes.mcpServer(s.serverKey)}`}>{s.title ?? s.name}</a>
              ) : (
                <a href={`${submitHref}?id=${s.id}`}>{s.title ?? s.name}</a>
              )}
              <span className={styles.status}> · {s.name}</span>
            </span>
            <span className={styles.status}>{t(`status.${s.status}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
