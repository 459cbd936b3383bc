'use client'

import { deploymentRequestInput } from '@aidir/cms/deployments'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from '@/components/shell/toast'
import { ApiError, apiData } from '@/features/session/client'
import { useDeploymentT } from './DeploymentI18n'
import { useApiMessage } from './useApiMessage'
import styles from './deployment.module.css'

const fields = ['company', 'name', 'contact', 'requirements'] as const
type Field = (typeof fields)[number]
const empty: Record<Field, string> = { company: '', name: '', contact: '', requirements: '' }

/** The custom deployment form (SPEC §3, §5): all fields required; name letters, spaces and hyphens; contact a phone or an email. */
export function RequestForm({ locale }: { locale: string }) {
  const t = useDeploymentT()
  const apiMessage = useApiMessage()
  const id = useId()
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [done, setDone] = useState(false)

  const send = useMutation({
    mutationFn: () => apiData('/api/deployment-requests', { method: 'POST', body: { ...values, locale } }),
    onSuccess: () => {
      setDone(true)
      setValues(empty)
      toast({ message: t('messages.submitted'), type: 'success' })
    },
    onError: (err) => {
      const e = err instanceof ApiError ? err : new ApiError(0, 'Request error')
      if (e.field && (fields as readonly string[]).includes(e.field)) setErrors({ [e.field]: apiMessage(e.message) })
      toast({ message: apiMessage(e.message), type: 'error' })
    },
  })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    // The server's schema, run here first so mistakes show without a round trip.
    const parsed = deploymentRequestInput.safeParse(values)
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= apiMessage(issue.message)
      setErrors(found)
      toast({ message: t('messages.validationFailed'), type: 'error' })
      return
    }
    setErrors({})
    send.mutate()
  }

  if (done) return <p className={styles.notice} role="status" data-testid="request-done">{t('request.thanks')}</p>
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="deployment-request-form">
      {fields.map((field) => (
        <div key={field} className={styles.field}>
          <label htmlFor={`${id}-${field}`} className={styles.label}>{t(`request.${field}`)}</label>
          {field === 'requirements' ? (
            <textarea id={`${id}-${field}`} name={field} className={styles.textarea} rows={4} maxLength={2000} value={values[field]} aria-invalid={Boolean(errors[field])} onChange={(e) => setValues({ ...values, [field]: e.target.value })} />
          ) : (
            <input
              id={`${id}-${field}`}
              name={field}
              className={styles.input}
              autoComplete={field === 'company' ? 'organization' : field === 'name' ? 'name' : 'email'}
              value={values[field]}
              aria-invalid={Boolean(errors[field])}
              onChange={(e) => setValues({ ...values, [field]: e.target.value })}
            />
          )}
          {errors[field] ? <p className={styles.error} role="alert" data-testid={`request-error-${field}`}>{errors[field]}</p> : null}
        </div>
      ))}
      <button type="submit" className={styles.primary} disabled={send.isPending} data-testid="request-submit">{t('request.submit')}</button>
    </form>
  )
}
