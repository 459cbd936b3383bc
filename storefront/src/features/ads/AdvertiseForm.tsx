'use client'

import { adOrderInput } from '@aidir/cms/ads'
import { useEffect, useState } from 'react'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useUser } from '@/features/account/client/useUser'
import { apiRequest } from '@/features/session/client'
import { userStore } from '@/features/session/userStore'
import { type AdFormField, adFormFields, adMessageKey } from './adMessageKeys'
import { useAdsT } from './AdsI18n'
import type { PositionCard } from './pageData'
import { type ChosenTool, ToolSearch } from './ToolSearch'
import styles from './advertise.module.css'

type Props = { locale: string; positions: PositionCard[]; initialPosition: string | null; submissionHref: string }

/**
 * The interactive part of /advertise: the tool, the contact email and the position (each card shows
 * its price and whether it is free or where a new order would queue and when it would start). The
 * server's schema runs in the browser first; on success the order is paid on the payment page.
 */
export function AdvertiseForm({ locale, positions, initialPosition, submissionHref }: Props) {
  const t = useAdsT()
  const config = useAccountConfig()
  const token = useUser((s) => s.token)
  const [mounted, setMounted] = useState(false)
  const [here, setHere] = useState('/')
  const [tool, setTool] = useState<ChosenTool | null>(null)
  const [email, setEmail] = useState('')
  const [positionKey, setPositionKey] = useState<string | null>(positions.some((p) => p.key === initialPosition) ? initialPosition : null)
  const [errors, setErrors] = useState<Partial<Record<AdFormField, string>>>({})
  const [error, setError] = useState<string | null>(null)
  const [working, setWorking] = useState(false)

  useEffect(() => {
    setMounted(true)
    setHere(location.href)
  }, [])

  const chosen = positions.find((p) => p.key === positionKey) ?? null
  // A field's message goes as soon as the field changes; the next submit checks again.
  const clear = (field: AdFormField) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e))
  const signedOut = mounted && !token

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setError(null)
    const body = { productKey: tool?.key ?? '', contactEmail: email.trim(), positionKey: positionKey ?? '', locale }
    const parsed = adOrderInput.safeParse(body)
    if (!parsed.success) {
      const found: Partial<Record<AdFormField, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = adFormFields.find((f) => f === issue.path[0])
        if (field && !found[field]) found[field] = t(adMessageKey(issue.message))
      }
      setErrors(found)
      return
    }
    setErrors({})
    setWorking(true)
    const answer = await apiRequest<{ id: number }>('/api/ads/orders', { method: 'POST', body })
    setWorking(false)
    if (answer.data?.id) {
      location.assign(`${config.localePrefix}/pay/${answer.data.id}`)
      return
    }
    const text = t(adMessageKey(answer.message))
    const field = adFormFields.find((f) => f === answer.field)
    if (field) setErrors({ [field]: text })
    else setError(text)
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="advertise-form">
      <ToolSearch
        chosen={tool}
        onChoose={(next) => {
          setTool(next)
          if (next) clear('productKey')
        }}
        error={errors.productKey ?? null} submissionHref={submissionHref} />
      <div className={styles.field}>
        <label htmlFor="ad-email">{t('form.contactEmail')}</label>
        <input id="ad-email" type="email" autoComplete="email" value={email} onChange={(e) => {
            setEmail(e.target.value)
            clear('contactEmail')
          }} aria-invalid={errors.contactEmail ? true : undefined} data-testid="ad-email" />
        {errors.contactEmail && <p className={styles.error}>{errors.contactEmail}</p>}
      </div>
      <fieldset className={styles.positions}>
        <legend>{t('form.position')}</legend>
        {positions.length === 0 && <p className={styles.muted}>{t('form.noPositions')}</p>}
        {positions.map((p) => (
          <label key={p.key} className={styles.position} data-chosen={p.key === positionKey ? '' : undefined} data-testid={`ad-position-${p.key}`}>
            <input type="radio" name="position" value={p.key} checked={p.key === positionKey} onChange={() => {
                setPositionKey(p.key)
                clear('positionKey')
              }} />
            <span className={styles.positionName}>{p.name}</span>
            <span className={styles.price}>
              {p.price} <small>{t('form.perRun', { count: p.durationDays })}</small>
            </span>
            <span className={styles.muted}>{p.description}</span>
            <span className={p.free ? styles.free : styles.full}>{p.free ? t('quote.free') : t('quote.full', { place: p.queuePlace, date: p.expectedStart })}</span>
            {p.requiresReview && <span className={styles.muted} data-testid="ad-reviewed">{t('quote.reviewed')}</span>}
          </label>
        ))}
        {errors.positionKey && <p className={styles.error}>{errors.positionKey}</p>}
      </fieldset>
      {chosen && (
        <p className={styles.quote} data-testid="ad-quote" aria-live="polite">
          {chosen.requiresReview
            ? chosen.free
              ? t('quote.freeReviewedLong', { name: chosen.name, days: chosen.durationDays })
              : `${t('quote.fullLong', { name: chosen.name, place: chosen.queuePlace, date: chosen.expectedStart, days: chosen.durationDays })} ${t('quote.reviewedLong')}`
            : chosen.free
              ? t('quote.freeLong', { name: chosen.name, days: chosen.durationDays })
              : t('quote.fullLong', { name: chosen.name, place: chosen.queuePlace, date: chosen.expectedStart, days: chosen.durationDays })}
        </p>
      )}
      {error && <p className={styles.error} role="alert">{error}</p>}
      {signedOut ? (
        <div className={styles.signedOut} data-testid="advertise-signed-out">
          <p>{t('signedOut')}</p>
          {config.edition === 'cn' ? (
            <button type="button" className={styles.primary} onClick={() => userStore.setLoginShow(true)}>
              {t('signIn')}
            </button>
          ) : (
            <a className={styles.primary} href={`${config.localePrefix}/auth/login?from=${encodeURIComponent(here)}`}>
              {t('signIn')}
            </a>
          )}
        </div>
      ) : (
        <div>
          <button type="submit" className={styles.primary} disabled={working || !mounted} data-testid="advertise-submit">
            {working ? t('form.working') : t('form.submit')}
          </button>
        </div>
      )}
    </form>
  )
}
