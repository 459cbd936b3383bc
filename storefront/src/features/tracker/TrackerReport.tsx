'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { userStore } from '@/features/session/userStore'
import { ApiError, apiData } from '@/features/session/client'
import { LoginHint } from './LoginHint'
import { CompetitorTable } from './report/CompetitorTable'
import { HotTopics } from './report/HotTopics'
import { PlatformTable } from './report/PlatformTable'
import { QuestionList } from './report/QuestionList'
import { ScoreCard } from './report/ScoreCard'
import { ScoringMethod } from './report/ScoringMethod'
import { StrategyCards } from './report/StrategyCards'
import { TrendChart } from './report/TrendChart'
import type { ReportView } from './reportView'
import { RunProgress } from './RunProgress'
import { useTrackerT } from './TrackerI18n'
import styles from './tracker.module.css'

/**
 * /tools/trackers/{id}: the report, read by the browser with the visitor's sign-in (the backend
 * decides: the owner, staff, or anyone when the tracker is public). While the first report is
 * being generated the owner sees the run's progress and the notification modal instead.
 */
export function TrackerReport({ trackerId, loginHref, optimiseHref, locale, edition, reportHref }: { trackerId: number; loginHref: string; optimiseHref: string; locale: string; edition: 'intl' | 'cn'; reportHref: string }) {
  const t = useTrackerT()
  const queryClient = useQueryClient()
  const [runId, setRunId] = useState<number | null | undefined>(undefined)
  useEffect(() => {
    const run = Number(new URLSearchParams(window.location.search).get('run'))
    setRunId(Number.isInteger(run) && run > 0 ? run : null)
  }, [])
  const { data, error, isPending } = useQuery({
    queryKey: ['tracker-report', trackerId, runId],
    queryFn: () => apiData<ReportView>(`/api/tracker/${trackerId}/report${runId ? `?runId=${runId}` : ''}`),
    enabled: runId !== undefined,
    retry: false,
  })
  if (runId === undefined || isPending) return <p className={styles.hint}>{t('run.loading')}</p>
  if (error) {
    const e = error instanceof ApiError ? error : new ApiError(0, 'Request error')
    // No report yet: a run is (or was) on its way; only the owner may follow it.
    if (e.status === 404 && e.message === 'No content')
      return (
        <div data-testid="tracker-generating">
          <p className={styles.notice}>{t('report.generating')}</p>
          <RunProgress trackerId={trackerId} reportHref={reportHref} edition={edition} onDone={() => void queryClient.invalidateQueries({ queryKey: ['tracker-report', trackerId] })} />
        </div>
      )
    return (
      <div data-testid="tracker-report-missing">
        <p className={styles.error} role="alert">
          {e.status === 404 ? t('report.notFound') : t('messages.requestError')}
        </p>
        {/* Signing in can only help a visitor: a signed-in user is simply not allowed to see it. */}
        {userStore.requestToken() ? null : <LoginHint href={loginHref} />}
      </div>
    )
  }
  return (
    <article className={styles.report} data-testid="tracker-report" data-tracker-id={data.tracker.id}>
      <header className={styles.reportHeader}>
        <h2 className={styles.brand}>{data.tracker.brandName}</h2>
        {data.tracker.websiteUrl ? (
          <a href={data.tracker.websiteUrl} rel="nofollow noopener" target="_blank">
            {data.tracker.websiteUrl}
          </a>
        ) : null}
        {data.report.sandbox ? (
          <p className={styles.notice} data-testid="tracker-sandbox">
            <span className={styles.sandbox}>{t('sandboxBadge')}</span> {t('sandbox')}
          </p>
        ) : null}
      </header>
      <ScoreCard view={data} optimiseHref={optimiseHref} locale={locale} />
      <PlatformTable view={data} />
      <HotTopics view={data} />
      <CompetitorTable view={data} />
      <TrendChart view={data} locale={locale} reportHref={reportHref} />
      <StrategyCards view={data} />
      <QuestionList view={data} />
      <ScoringMethod view={data} />
    </article>
  )
}
