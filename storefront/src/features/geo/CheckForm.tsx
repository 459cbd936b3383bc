'use client'

import { checkerPlatforms } from '@aidir/cms/llm'
import { platformLabels } from '@aidir/cms/llm'
import { GEO_LIMITS } from '@aidir/cms/geo'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { toast } from '@/components/shell/toast'
import { ApiError, apiData } from '@/features/session/client'
import { type CheckedInput, formOfCheck } from './checkForm'
import { useGeoT } from './GeoI18n'
import { HitTermInput } from './HitTermInput'
import { KeywordSuggestions } from './KeywordSuggestions'
import { LoginHint } from './LoginHint'
import { useApiMessage } from './useMessage'
import styles from './geo.module.css'

type Platform = (typeof checkerPlatforms)[number]

/**
 * The checker's form (SPEC §5): question, brand keywords, at least one of the five platforms; login
 * required. Given a past check (`prefill`, once its result has loaded), it shows that check's
 * question, hit terms and platforms, each new check replacing them once.
 */
export function CheckForm({ langType, loginHref, onStarted, prefill }: { langType: string; loginHref: string; onStarted: (checkId: number) => void; prefill?: CheckedInput | null }) {
  const t = useGeoT()
  const apiMessage = useApiMessage()
  const questionId = useId()
  const [question, setQuestion] = useState('')
  const [terms, setTerms] = useState<string[]>([])
  const [platforms, setPlatforms] = useState<Platform[]>([...checkerPlatforms])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [needsLogin, setNeedsLogin] = useState(false)
  const prefillId = prefill?.id
  useEffect(() => {
    if (!prefill) return
    const values = formOfCheck(prefill)
    setQuestion(values.question)
    setTerms(values.terms)
    setPlatforms(values.platforms)
    setErrors({})
    // Once per check: what the visitor types afterwards is theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefillId])
  // A field's message goes as soon as the field is changed, not at the next submit.
  const clearError = (field: string) => setErrors(({ [field]: _, ...rest }) => rest)

  const start = useMutation({
    mutationFn: () => apiData<{ id: number }>('/api/geo/checks', { method: 'POST', body: { question, hitTerms: terms, platforms } }),
    onSuccess: (body) => {
      setErrors({})
      onStarted(body.id)
    },
    onError: (err) => {
      const e = err instanceof ApiError ? err : new ApiError(0, 'Request error')
      if (e.status === 401) setNeedsLogin(true)
      const field = e.field?.split('.')[0] ?? 'form'
      setErrors(e.status === 401 ? {} : { [field]: apiMessage(e.message) })
      toast({ message: apiMessage(e.message, 'messages.submitFailed'), type: 'error' })
    },
  })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!question.trim()) found.question = t('messages.questionRequired')
    if (terms.length === 0) found.hitTerms = t('messages.hitTermsRequired')
    if (platforms.length === 0) found.platforms = t('messages.platformRequired')
    setErrors(found)
    if (Object.keys(found).length) return
    start.mutate()
  }

  const toggle = (p: Platform) => {
    setPlatforms((list) => (list.includes(p) ? list.filter((x) => x !== p) : checkerPlatforms.filter((x) => x === p || list.includes(x))))
    clearError('platforms')
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="geo-form">
      <div className={styles.field}>
        <label htmlFor={questionId} className={styles.label}>
          {t('form.question')}
        </label>
        <textarea
          id={questionId}
          className={styles.textarea}
          value={question}
          maxLength={GEO_LIMITS.questionMaxLength}
          rows={3}
          placeholder={t('form.questionPlaceholder')}
          aria-invalid={Boolean(errors.question)}
          data-testid="geo-question"
          onChange={(e) => {
            setQuestion(e.target.value)
            clearError('question')
          }}
        />
        {errors.question ? <p className={styles.error} role="alert">{errors.question}</p> : null}
      </div>
      <HitTermInput terms={terms} onChange={(next) => { setTerms(next); clearError('hitTerms') }} error={errors.hitTerms} />
      <fieldset className={styles.field}>
        <legend className={styles.label}>{t('form.platforms')}</legend>
        <div className={styles.platforms}>
          {checkerPlatforms.map((p) => (
            <label key={p} className={styles.platform}>
              <input type="checkbox" checked={platforms.includes(p)} onChange={() => toggle(p)} data-testid={`platform-${p}`} />
              {t(`platform.${p}`, { defaultValue: platformLabels[p] })}
            </label>
          ))}
        </div>
        {errors.platforms ? <p className={styles.error} role="alert">{errors.platforms}</p> : null}
      </fieldset>
      {errors.form ? <p className={styles.error} role="alert">{errors.form}</p> : null}
      {needsLogin ? <LoginHint href={loginHref} /> : null}
      <button type="submit" className={styles.primary} disabled={start.isPending} data-testid="geo-submit">
        {start.isPending ? t('form.starting') : t('form.submit')}
      </button>
      <KeywordSuggestions langType={langType} question={question} onPick={(keyword) => {
          setQuestion(t('suggest.questionTemplate', { keyword }))
          clearError('question')
        }} />
    </form>
  )
}
