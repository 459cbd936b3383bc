'use client'

import '@/features/security/zodJitless'
import { type ReactNode, useId, useState } from 'react'
import { toast } from '@/components/shell/toast'
import { ApiError, apiData } from '@/features/session/client'
import { type FieldErrors, fieldErrorsOf, initialValues, type LeadField, type LeadSchema, refusedField } from './leadForm'
import styles from './LeadForm.module.css'

export type { LeadField } from './leadForm'

/** What the form says, already in the reader's language. */
export type LeadFormTexts = { submit: string; thanks: string; submitted: string; validationFailed: string }

/** Test hooks: the form, its button, the thanks, and the prefix of each field's message (`<error>-<field>`). */
export type LeadFormTestIds = { form: string; submit: string; done: string; error: string }

export type LeadFormProps<F extends string> = {
  fields: readonly LeadField<F>[]
  /** The schema the API checks the body with: run on the same body first, so mistakes show at once. */
  schema: LeadSchema
  /** The /api endpoint that stores the lead (POST, the route kit's envelope). */
  endpoint: string
  /** Sent (and checked) with the fields' values: the page's locale, the form's kind. */
  extra?: Record<string, string>
  texts: LeadFormTexts
  /** An API message (English) in the reader's language; an unknown one is the form's general error. */
  message: (apiMessage: string | undefined) => string
  /** The toast of a refused send, when it is not the message itself (a 5xx, the network). */
  failureMessage?: (error: ApiError) => string
  /** Told of a refused send (the GEO form shows its sign-in hint on a 401). */
  onFailure?: (error: ApiError) => void
  testIds: LeadFormTestIds
  /** Drawn as a card of its own, where the form does not sit in a panel already. */
  card?: boolean
  /** Shown above the button (a sign-in hint). */
  children?: ReactNode
}

/**
 * The one lead form (custom deployment, market requests, GEO contact): fields described by data,
 * the server's zod schema checked in the browser with the API's messages, the field an API refusal
 * names, the sending state and the thanks. A plain call, not react-query: these forms sit on
 * listing pages, whose first load stays without it.
 */
export function LeadForm<F extends string>({ fields, schema, endpoint, extra, texts, message, failureMessage, onFailure, testIds, card, children }: LeadFormProps<F>) {
  const id = useId()
  const [values, setValues] = useState(() => initialValues(fields))
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState(false)

  const send = async (body: Record<string, string>) => {
    setSending(true)
    try {
      await apiData(endpoint, { method: 'POST', body })
      setDone(true)
      setValues(initialValues(fields))
      toast({ message: texts.submitted, type: 'success' })
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, 'Request error')
      onFailure?.(error)
      const field = refusedField(error.field, fields)
      if (field) setErrors({ [field]: message(error.message) } as FieldErrors<F>)
      toast({ message: failureMessage ? failureMessage(error) : message(error.message), type: 'error' })
    } finally {
      setSending(false)
    }
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const body = { ...values, ...extra }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, fields, message))
      toast({ message: texts.validationFailed, type: 'error' })
      return
    }
    setErrors({})
    void send(body)
  }

  if (done)
    return (
      <p className={styles.notice} role="status" data-testid={testIds.done}>
        {texts.thanks}
      </p>
    )
  return (
    <form className={card ? `${styles.form} ${styles.card}` : styles.form} onSubmit={submit} noValidate data-testid={testIds.form}>
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`
        const error = errors[field.name]
        const common = {
          id: inputId,
          name: field.name,
          value: values[field.name],
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${inputId}-error` : undefined,
          onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValues({ ...values, [field.name]: e.target.value }),
        }
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={inputId} className={styles.label}>
              {field.label}
            </label>
            {field.kind === 'textarea' ? (
              <textarea {...common} className={styles.textarea} rows={4} maxLength={field.maxLength} />
            ) : field.kind === 'select' ? (
              <select {...common} className={styles.select}>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} className={styles.input} type={field.kind ?? 'text'} inputMode={field.inputMode} autoComplete={field.autoComplete} maxLength={field.maxLength} />
            )}
            {error ? (
              <p id={`${inputId}-error`} className={styles.error} role="alert" data-testid={`${testIds.error}-${field.name}`}>
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      {children}
      <button type="submit" className={styles.primary} disabled={sending} data-testid={testIds.submit}>
        {texts.submit}
      </button>
    </form>
  )
}
