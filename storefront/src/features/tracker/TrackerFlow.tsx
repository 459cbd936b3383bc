'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { toast } from '@/components/shell/toast'
import { ApiError, apiData } from '@/features/session/client'
import { type BrandInfo, checkTracker, emptyInfo, emptyKeywords, type Keywords } from './brandForm'
import { BrandInfoStep } from './BrandInfoStep'
import { KeywordsStep } from './KeywordsStep'
import { LoginHint } from './LoginHint'
import { RunProgress } from './RunProgress'
import { useTrackerT } from './TrackerI18n'
import { useTrackerMessage } from './useTrackerMessage'
import styles from './tracker.module.css'

type Step = 1 | 2 | 3

/**
 * The three steps of /tools/trackers (SPEC §4: 1 add info, 2 keywords and competitors, 3 report;
 * back and continue move between them). The tracker being followed is kept in the address
 * (?tracker=) so a reload comes back to step 3; everything personal is fetched by the browser,
 * so the page stays the same for everybody (cached).
 */
export function TrackerFlow({ loginHref, reportBase, edition }: { loginHref: string; reportBase: string; edition: 'intl' | 'cn' }) {
  const t = useTrackerT()
  const apiMessage = useTrackerMessage()
  const queryClient = useQueryClient()
  const [step, setStep] = useState<Step>(1)
  const [info, setInfo] = useState<BrandInfo>(emptyInfo)
  const [keywords, setKeywords] = useState<Keywords>(emptyKeywords)
  const [trackerId, setTrackerId] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [needsLogin, setNeedsLogin] = useState(false)

  useEffect(() => {
    const id = Number(new URLSearchParams(window.location.search).get('tracker'))
    if (Number.isInteger(id) && id > 0) {
      setTrackerId(id)
      setStep(3)
    }
  }, [])

  const refused = (err: unknown) => {
    const e = err instanceof ApiError ? err : new ApiError(0, 'Request error')
    setNeedsLogin(e.status === 401)
    const message = apiMessage(e.message)
    setErrors(e.status === 401 ? {} : { form: message })
    toast({ message, type: 'error' })
  }

  const suggest = async () => {
    setBusy(true)
    setErrors({})
    try {
      const data = await apiData<{ topics: string[]; competitors: string[] }>('/api/tracker/suggest', { method: 'POST', body: info })
      setNeedsLogin(false)
      // The user's own edits of an earlier visit to step 2 win over new suggestions.
      setKeywords((k) => ({ ...k, topics: k.topics.length ? k.topics : data.topics, competitors: k.competitors.length ? k.competitors : data.competitors }))
      setStep(2)
    } catch (err) {
      refused(err)
    } finally {
      setBusy(false)
    }
  }

  const start = async () => {
    const found = checkTracker(info, keywords)
    if (Object.keys(found).length) {
      setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [['topics', 'competitors'].includes(k) ? k : 'form', apiMessage(v)])))
      return
    }
    setBusy(true)
    setErrors({})
    try {
      // A tracker created by an earlier press whose start was refused (limit) is started again, not duplicated.
      const id = trackerId ?? (await apiData<{ id: number }>('/api/tracker', { method: 'POST', body: { ...info, ...keywords } })).id
      setTrackerId(id)
      await apiData(`/api/tracker/${id}/start`, { method: 'POST' })
      const url = new URL(window.location.href)
      url.searchParams.set('tracker', String(id))
      window.history.replaceState(window.history.state, '', url)
      void queryClient.invalidateQueries({ queryKey: ['tracker-mine'] })
      setStep(3)
    } catch (err) {
      refused(err)
    } finally {
      setBusy(false)
    }
  }

  const restart = () => {
    setStep(1)
    setTrackerId(null)
    setInfo(emptyInfo)
    setKeywords(emptyKeywords)
    const url = new URL(window.location.href)
    url.searchParams.delete('tracker')
    window.history.replaceState(window.history.state, '', url)
  }

  return (
    <section className={styles.flow} aria-labelledby="tracker-steps" data-testid="tracker-flow" data-step={step}>
      <h2 id="tracker-steps" className={styles.visuallyHidden}>
        {t('steps.label')}
      </h2>
      <ol className={styles.steps}>
        {([1, 2, 3] as const).map((n) => (
          <li key={n} aria-current={step === n ? 'step' : undefined} data-done={step > n}>
            <span className={styles.stepNumber}>{n}</span> {t(`steps.${n}`)}
          </li>
        ))}
      </ol>
      {step === 1 ? <BrandInfoStep info={info} onChange={setInfo} onContinue={() => void suggest()} busy={busy} serverErrors={errors} /> : null}
      {step === 2 ? (
        <KeywordsStep
          keywords={keywords}
          onChange={setKeywords}
          onBack={() => {
            setErrors({})
            setStep(1)
          }}
          onStart={() => void start()}
          busy={busy}
          errors={errors}
        />
      ) : null}
      {step === 3 && trackerId ? (
        <>
          <RunProgress trackerId={trackerId} reportHref={`${reportBase}/${trackerId}`} edition={edition} />
          <button type="button" className={styles.linkButton} onClick={restart}>
            {t('form.another')}
          </button>
        </>
      ) : null}
      {needsLogin ? <LoginHint href={loginHref} /> : null}
    </section>
  )
}
