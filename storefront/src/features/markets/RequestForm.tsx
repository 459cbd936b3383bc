'use client'

import '@/features/security/zodJitless'
import { marketRequestInput, type MarketRequestKind } from '@aidir/cms/markets'
import { useId, useState } from 'react'
import { toast } from '@/components/shell/toast'
import { ApiError, apiData } from '@/features/session/client'
import { marketMessageKeys } from './requestRoutes'
import styles from '@/features/deployment/deployment.module.css'

/** The `market.request` texts in the reader's language, passed by the server page. */
export type RequestTexts = Record<string, string> & { messages: Record<string, string> }

const fields = ['need', 'volume', 'budget', 'currency', 'deadline', 'company', 'name', 'contact'] as const
type Field = (typeof fields)[number]
const empty: Record<Field, string> = { need: '', volume: '', budget: '', currency: 'USD', deadline: '', company: '', name: '', contact: '' }
const autoComplete: Partial<Record<Field, string>> = { company: 'organization', name: 'name', contact: 'email' }

/**
 * A data-procurement or consultation request (what is needed, volume, budget, deadline, contact):
 * the server's schema runs here first so mistakes show at once, then the API stores the lead.
 */
export function MarketRequestForm({ kind, locale, texts }: { kind: MarketRequestKind; locale: string; texts: RequestTexts }) {
  const id = useId()
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [done, setDone] = useState(false)
  const message = (text: string | undefined) => {
    const key = text ? marketMessageKeys[text] : undefined
    return (key && texts.messages[key.replace('request.messages.', '')]) || texts.messages.requestError
  }

  // A plain call, not react-query: this form sits on listing pages, whose first load stays without it.
  const [sending, setSending] = useState(false)
  const send = async () => {
    setSending(true)
    try {
      await apiData('/api/market-requests', { method: 'POST', body: { ...values, kind, locale } })
      setDone(true)
      setValues(empty)
      toast({ message: texts.messages.submitted, type: 'success' })
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(0, 'Request error')
      if (e.field && (fields as readonly string[]).includes(e.field)) setErrors({ [e.field]: message(e.message) })
      toast({ message: message(e.message), type: 'error' })
    } finally {
      setSending(false)
    }
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = marketRequestInput.safeParse({ ...values, kind })
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= message(issue.message)
      setErrors(found)
      toast({ message: texts.messages.validationFailed, type: 'error' })
      return
    }
    setErrors({})
    void send()
  }

  if (done) return <p className={styles.notice} role="status" data-testid="market-request-done">{texts.thanks}</p>
  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValues({ ...values, [field]: e.target.value })
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={`market-request-form-${kind}`}>
      {fields.map((field) => (
        <div key={field} className={styles.field}>
          <label htmlFor={`${id}-${field}`} className={styles.label}>{texts[field]}</label>
          {field === 'need' ? (
            <textarea id={`${id}-${field}`} name={field} className={styles.textarea} rows={4} maxLength={2000} value={values[field]} aria-invalid={Boolean(errors[field])} onChange={set(field)} />
          ) : field === 'currency' ? (
            <select id={`${id}-${field}`} name={field} className={styles.select} value={values[field]} onChange={set(field)}>
              <option value="USD">USD</option>
              <option value="CNY">CNY</option>
            </select>
          ) : (
            <input
              id={`${id}-${field}`}
              name={field}
              className={styles.input}
              type={field === 'deadline' ? 'date' : 'text'}
              inputMode={field === 'budget' ? 'numeric' : undefined}
              autoComplete={autoComplete[field]}
              value={values[field]}
              aria-invalid={Boolean(errors[field])}
              onChange={set(field)}
            />
          )}
          {errors[field] ? <p className={styles.error} role="alert" data-testid={`market-request-error-${field}`}>{errors[field]}</p> : null}
        </div>
      ))}
      <button type="submit" className={styles.primary} disabled={sending} data-testid="market-request-submit">{texts.submit}</button>
    </form>
  )
}
