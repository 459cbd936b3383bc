'use client'

import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from '@/components/shell/toast'
import { ApiError, apiData } from '@/features/session/client'
import { useDeploymentT } from './DeploymentI18n'
import { useApiMessage } from './useApiMessage'
import styles from './deployment.module.css'

export type DeployFormApp = { id: number; name: string; variables: { name: string; required: boolean; secret: boolean; defaultValue: string | null; description: string | null }[] }
export type DeployFormPackage = { id: number; name: string; price: string | null; hours: number }

/**
 * The deploy form: a package and the recipe's settings (secret ones as password fields, sent once
 * and never shown again). A started deployment opens its live status page; a paid package opens
 * its payment page first.
 */
export function DeployForm({ app, packages, statusBase, payBase, loginHref }: { app: DeployFormApp; packages: DeployFormPackage[]; statusBase: string; payBase: string; loginHref: string }) {
  const t = useDeploymentT()
  const apiMessage = useApiMessage()
  const id = useId()
  const [pkg, setPkg] = useState(packages[0]?.id ?? 0)
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(app.variables.map((v) => [v.name, v.secret ? '' : (v.defaultValue ?? '')])))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [needsLogin, setNeedsLogin] = useState(false)

  const deploy = useMutation({
    mutationFn: () => apiData<{ id: number; orderId?: number }>('/api/deployments', { method: 'POST', body: { product: app.id, package: pkg, settings: values } }),
    onSuccess: (answer) => {
      location.assign(answer.orderId ? `${payBase}${answer.orderId}` : `${statusBase}${answer.id}`)
    },
    onError: (err) => {
      const e = err instanceof ApiError ? err : new ApiError(0, 'Request error')
      if (e.status === 401) setNeedsLogin(true)
      if (e.field) setErrors({ [e.field]: apiMessage(e.message) })
      toast({ message: apiMessage(e.message), type: 'error' })
    },
  })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const missing = app.variables.filter((v) => v.required && !values[v.name]?.trim())
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((v) => [v.name, t('messages.setting.required', { name: v.name })])))
      toast({ message: t('messages.validationFailed'), type: 'error' })
      return
    }
    setErrors({})
    deploy.mutate()
  }

  return (
    <form className={`${styles.form} ${styles.panel}`} onSubmit={submit} noValidate data-testid="deploy-form">
      <fieldset className={styles.field}>
        <legend className={styles.label}>{t('deploy.package')}</legend>
        {packages.map((p) => (
          <label key={p.id} className={styles.package}>
            <span>
              <input type="radio" name="package" value={p.id} checked={pkg === p.id} onChange={() => setPkg(p.id)} /> {p.name}
            </span>
            <span>{p.price ?? t('packages.free')} · {t('packages.expiry', { hours: p.hours })}</span>
          </label>
        ))}
        {errors.package ? <p className={styles.error} role="alert">{errors.package}</p> : null}
      </fieldset>
      <fieldset className={styles.field}>
        <legend className={styles.label}>{t('deploy.settings')}</legend>
        {app.variables.length === 0 ? <p className={styles.hint}>{t('deploy.noSettings')}</p> : null}
        {app.variables.map((v) => (
          <div key={v.name} className={styles.field}>
            <label htmlFor={`${id}-${v.name}`} className={styles.label}>
              <code>{v.name}</code>
              {v.required ? <small>{t('card.required')}</small> : null}
              {v.secret ? <small>{t('card.secret')}</small> : null}
            </label>
            <input
              id={`${id}-${v.name}`}
              name={v.name}
              className={styles.input}
              type={v.secret ? 'password' : 'text'}
              autoComplete={v.secret ? 'new-password' : 'off'}
              value={values[v.name] ?? ''}
              aria-invalid={Boolean(errors[v.name])}
              onChange={(e) => setValues({ ...values, [v.name]: e.target.value })}
              data-testid={`setting-${v.name}`}
            />
            {v.description ? <p className={styles.hint}>{v.description}</p> : null}
            {v.secret ? <p className={styles.hint}>{t('deploy.secretHint')}</p> : null}
            {errors[v.name] ? <p className={styles.error} role="alert">{errors[v.name]}</p> : null}
          </div>
        ))}
      </fieldset>
      {needsLogin ? (
        <p className={styles.notice} role="status" data-testid="deploy-login-first">
          {t('messages.loginFirst')} <a href={loginHref}>{t('login')}</a>
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={deploy.isPending || deploy.isSuccess || !pkg} data-testid="deploy-submit">
        {deploy.isPending || deploy.isSuccess ? t('deploy.submitting') : t('deploy.submit')}
      </button>
    </form>
  )
}
