'use client'

import { geoLeadInput } from '@aidir/cms/geo'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from '@/components/shell/toast'
import { ApiError, apiData } from '@/features/session/client'
import { useGeoT } from './GeoI18n'
import { LoginHint } from './LoginHint'
import { useApiMessage } from './useMessage'
import styles from './geo.module.css'

const fields = ['name', 'company', 'email', 'phone', 'requirements'] as const
type Field = (typeof fields)[number]
const empty: Record<Field, string> = { name: '', company: '', email: '', phone: '', requirements: '' }

/** The GEO contact form (SPEC §3, §5): all fields required, email and phone well formed, login required. */
export function ContactForm({ locale, loginHref }: { locale: string; loginHref: string }) {
  const t = useGeoT()
  const apiMessage = useApiMessage()
  const id = useId()
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [needsLogin, setNeedsLogin] = useState(false)
  const [done, setDone] = useState(false)

  const send = useMutation({
    mutationFn: () => apiData('/api/geo/leads', { method: 'POST', body: { ...values, locale } }),
    onSuccess: () => {
      setDone(true)
      setValues(empty)
      toast({ message: t('messages.submitted'), type: 'success' })
    },
    onError: (err) => {
      const e = err instanceof ApiError ? err : new ApiError(0, 'Request error')
      if (e.status === 401) setNeedsLogin(true)
      if (e.field && (fields as readonly string[]).includes(e.field)) setErrors({ [e.field]: apiMessage(e.message) })
      toast({ message: e.status >= 500 || e.status === 0 ? t('messages.submitFailed') : apiMessage(e.message, 'messages.submitFailed'), type: 'error' })
    },
  })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    // The server's schema, run here first so mistakes show without a round trip.
    const parsed = geoLeadInput.safeParse(values)
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field
        found[field] ??= apiMessage(issue.message)
      }
      setErrors(found)
      toast({ message: t('messages.validationFailed'), type: 'error' })
      return
    }
    setErrors({})
    send.mutate()
  }

  if (done) return <p className={styles.notice} role="status" data-testid="lead-done">{t('contact.thanks')}</p>
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="geo-contact-form">
      {fields.map((field) => (
        <div key={field} className={styles.field}>
          <label htmlFor={`${id}-${field}`} className={styles.label}>
            {t(`contact.${field}`)}
          </label>
          {field === 'requirements' ? (
            <textarea id={`${id}-${field}`} className={styles.textarea} rows={4} value={values[field]} maxLength={2000} aria-invalid={Boolean(errors[field])} onChange={(e) => setValues({ ...values, [field]: e.target.value })} name={field} />
          ) : (
            <input
              id={`${id}-${field}`}
              className={styles.input}
              name={field}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              autoComplete={field === 'company' ? 'organization' : field === 'phone' ? 'tel' : field}
              value={values[field]}
              aria-invalid={Boolean(errors[field])}
              onChange={(e) => setValues({ ...values, [field]: e.target.value })}
            />
          )}
          {errors[field] ? <p className={styles.error} role="alert">{errors[field]}</p> : null}
        </div>
      ))}
      {needsLogin ? <LoginHint href={loginHref} /> : null}
      <button type="submit" className={styles.primary} disabled={send.isPending} data-testid="lead-submit">
        {t('contact.submit')}
      </button>
    </form>
  )
}
