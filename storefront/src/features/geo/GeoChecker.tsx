'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { CheckForm } from './CheckForm'
import type { CheckedInput } from './checkForm'
import { CheckResult } from './CheckResult'
import { useGeoT } from './GeoI18n'
import { HistoryList } from './HistoryList'
import styles from './geo.module.css'

type Tab = 'result' | 'history'

/**
 * The ranking checker (/tools/geo): the form, and the result and history tabs. The check being
 * watched is kept in the address (?check=) so a reload or a shared link comes back to it; all
 * user data is fetched by the browser, so the page itself stays the same for everybody (cached).
 */
export function GeoChecker({ langType, locale, loginHref, historyBase }: { langType: string; locale: string; loginHref: string; historyBase: string }) {
  const t = useGeoT()
  const queryClient = useQueryClient()
  const [tab, setTab] = useState<Tab>('result')
  const [checkId, setCheckId] = useState<number | null>(null)
  // A check reopened from the address (?check=) fills the form once its result has loaded; a check
  // started here already shows what was typed.
  const [reopenedId, setReopenedId] = useState<number | null>(null)
  const [prefill, setPrefill] = useState<CheckedInput | null>(null)

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const id = Number(params.get('check'))
    if (Number.isInteger(id) && id > 0) {
      setCheckId(id)
      setReopenedId(id)
    }
    if (params.get('tab') === 'history') setTab('history')
  }, [])

  const show = (next: Tab, id = checkId) => {
    setTab(next)
    const url = new URL(window.location.href)
    if (id) url.searchParams.set('check', String(id))
    if (next === 'history') url.searchParams.set('tab', 'history')
    else url.searchParams.delete('tab')
    window.history.replaceState(window.history.state, '', url)
  }

  return (
    <div className={styles.checker}>
      <CheckForm
        langType={langType}
        loginHref={loginHref}
        prefill={prefill}
        onStarted={(id) => {
          setCheckId(id)
          show('result', id)
          void queryClient.invalidateQueries({ queryKey: ['geo-history'] })
        }}
      />
      <div className={styles.panel}>
        <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
          {(['result', 'history'] as const).map((name) => (
            <button key={name} type="button" role="tab" id={`geo-tab-${name}`} aria-selected={tab === name} aria-controls={`geo-panel-${name}`} onClick={() => show(name)} data-testid={`tab-${name}`}>
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`geo-panel-${tab}`} aria-labelledby={`geo-tab-${tab}`}>
          {tab === 'result' ? (
            checkId ? <CheckResult checkId={checkId} loginHref={loginHref} onLoaded={(check) => check.id === reopenedId && setPrefill(check)} /> : <p className={styles.hint}>{t('result.none')}</p>
          ) : (
            <HistoryList historyBase={historyBase} loginHref={loginHref} locale={locale} />
          )}
        </div>
      </div>
    </div>
  )
}
