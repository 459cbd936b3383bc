'use client'

import { looksLikePhone } from '@aidir/cms/sms'
import { useCallback, useEffect, useState } from 'react'
import { toast } from '@/components/shell/toast'
import { apiRequest } from '@/features/session/client'
import { SlidePuzzleDialog } from '../verification/SlidePuzzleDialog'
import { useVerificationT } from '../verification/useVerificationT'
import styles from './PhoneBindingPanel.module.css'

type Binding = { bound: boolean; phone: string | null }
/** The notification modal's states (SPEC §4), plus loading while the binding is looked up. */
type State = 'loading' | 'unauthorised' | 'unsubmitted' | 'submitted' | 'enabled'

/**
 * SMS notifications: enter a phone, pass the slide puzzle, receive a 6-digit code, enter it —
 * then the phone is bound to the account and reports announce themselves by text.
 */
export function PhoneBindingPanel({ edition }: { edition: 'intl' | 'cn' }) {
  const { t, locale } = useVerificationT()
  const [state, setState] = useState<State>('loading')
  const [phone, setPhone] = useState('')
  const [maskedPhone, setMaskedPhone] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')
  const [sandbox, setSandbox] = useState(false)
  const [puzzleOpen, setPuzzleOpen] = useState(false)
  const [cooldown, setCooldown] = useState(0)
  const [submitting, setSubmitting] = useState(false)

  useEffect(() => {
    void apiRequest<Binding>('/api/marketing/verifyBindingPhone').then((answer) => {
      if (answer.status === 401) return setState('unauthorised')
      if (answer.data?.bound) {
        setMaskedPhone(answer.data.phone ?? '')
        return setState('enabled')
      }
      setState('unsubmitted')
    })
  }, [locale])

  useEffect(() => {
    if (cooldown <= 0) return
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [cooldown])

  const askForCode = () => {
    setError('')
    if (!looksLikePhone(phone, edition)) return setError(t('phone.invalidPhone'))
    setPuzzleOpen(true)
  }

  const sendCode = useCallback(
    async (verifyToken: string) => {
      setPuzzleOpen(false)
      const answer = await apiRequest<{ cooldown: number; sandbox: boolean; phone: string }>('/api/marketing/sendCode', { query: { phone, verifyToken } })
      if (answer.code === 0 && answer.data) {
        toast({ message: t('phone.codeSent'), type: 'success' })
        setMaskedPhone(answer.data.phone)
        setSandbox(answer.data.sandbox)
        setCooldown(answer.data.cooldown)
        setNotice(t('phone.codeSent'))
        setState('submitted')
        return
      }
      if (answer.status === 401) return setState('unauthorised')
      if (answer.status === 429 && answer.retryAfter && /cooldown|wait|等待|お待ち/i.test(answer.message)) setCooldown(answer.retryAfter)
      const message = answer.status === 400 || answer.status === 429 ? answer.message || t('phone.codeFailed') : t('phone.codeFailed')
      setError(message)
      toast({ message, type: 'error' })
    },
    [locale, phone, t],
  )

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setError('')
    if (!/^\d{6}$/.test(code)) return setError(t('phone.codeRequired'))
    setSubmitting(true)
    const answer = await apiRequest<Binding>('/api/marketing/savePhone', { method: 'POST', body: { phone, code } })
    setSubmitting(false)
    if (answer.code === 0 && answer.data?.bound) {
      toast({ message: t('phone.enabled'), type: 'success' })
      setMaskedPhone(answer.data.phone ?? maskedPhone)
      setNotice(t('phone.enabled'))
      setCode('')
      return setState('enabled')
    }
    if (answer.status === 401) return setState('unauthorised')
    const message = answer.message || t('phone.enableFailed')
    setError(message)
    toast({ message: t('phone.enableFailed'), type: 'error' })
  }

  return (
    <section className={styles.panel} data-testid="phone-binding" data-state={state} aria-busy={state === 'loading'}>
      <h2 className={styles.title}>{t('phone.title')}</h2>
      <p className={styles.intro}>{t('phone.intro')}</p>
      {state === 'unauthorised' && <p className={styles.info}>{t('phone.stateUnauthorised')}</p>}
      {state === 'enabled' && (
        <>
          <p className={styles.success} role="status">
            {notice && <strong>{notice} </strong>}
            {t('phone.stateEnabled', { phone: maskedPhone })}
          </p>
          <button type="button" className={styles.secondary} onClick={() => (setNotice(''), setState('unsubmitted'))}>
            {t('phone.changePhone')}
          </button>
        </>
      )}
      {(state === 'unsubmitted' || state === 'submitted') && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.label}>
            {t('phone.label')}
            <span className={styles.row}>
              <input
                className={styles.input}
                type="tel"
                name="phone"
                autoComplete="tel"
                inputMode="tel"
                placeholder={t('phone.placeholder')}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                aria-invalid={error === t('phone.invalidPhone')}
              />
              <button type="button" className={styles.secondary} onClick={askForCode} disabled={cooldown > 0}>
                {cooldown > 0 ? t('phone.resendIn', { seconds: cooldown }) : t('phone.sendCode')}
              </button>
            </span>
          </label>
          {state === 'submitted' && (
            <>
              <p className={styles.info} role="status">
                {t('phone.stateSubmitted', { phone: maskedPhone })}
              </p>
              {sandbox && <p className={styles.sandbox}>{t('phone.sandbox')}</p>}
              <label className={styles.label}>
                {t('phone.codeLabel')}
                <input
                  className={styles.input}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder={t('phone.codePlaceholder')}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                />
              </label>
              <button type="submit" className={styles.primary} disabled={submitting}>
                {submitting ? t('phone.submitting') : t('phone.submit')}
              </button>
            </>
          )}
          {error && (
            <p className={styles.error} role="alert" data-testid="phone-binding-error">
              {error}
            </p>
          )}
        </form>
      )}
      <SlidePuzzleDialog open={puzzleOpen} onClose={() => setPuzzleOpen(false)} onVerified={(token) => void sendCode(token)} />
    </section>
  )
}
