'use client'

import '@/features/security/zodJitless'
import { factReportInput, FACT_REPORT_LIMITS } from '@aidir/cms/support'
import { useId, useState } from 'react'
import { apiRequest } from '@/features/session/client'
import { errorKeyOf, reportFields, type ReportField } from './reportForm'
import styles from './about.module.css'

export type ReportFormTexts = Record<'page' | 'pagePlaceholder' | 'correction' | 'correctionPlaceholder' | 'source' | 'sourcePlaceholder' | 'email' | 'submit' | 'sending' | 'thanks' | 'another', string> & {
  errors: Record<string, string>
}

const empty: Record<ReportField, string> = { page: '', correction: '', source: '', email: '' }

/**
 * "Report a wrong fact": checked in the browser with the server's own schema first, then sent to
 * `/api/support/fact-reports`, which stores it for support. No account needed; a signed-in
 * visitor's report is theirs to read back.
 */
export function ReportFactForm({ texts, locale }: { texts: ReportFormTexts; locale: string }) {
  const id = useId()
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Partial<Record<ReportField | 'form', string>>>({})
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState(false)
  const message = (apiMessage: string | undefined) => texts.errors[errorKeyOf(apiMessage)] ?? texts.errors.failed!

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = factReportInput.safeParse({ ...values, locale })
    if (!parsed.success) {
      const found: Partial<Record<ReportField, string>> = {}
      for (const issue of parsed.error.issues) found[issue.path[0] as ReportField] ??= message(issue.message)
      setErrors(found)
      return
    }
    setErrors({})
    setSending(true)
    const answer = await apiRequest<{ id: number }>('/api/support/fact-reports', { method: 'POST', body: { ...values, locale } })
    setSending(false)
    if (answer.code === 0) {
      setDone(true)
      setValues(empty)
      return
    }
    const field = answer.field?.split('.')[0]
    setErrors(field && (reportFields as readonly string[]).includes(field) ? { [field]: message(answer.message) } : { form: message(answer.message) })
  }

  if (done) {
    return (
      <div className={styles.done} role="status" data-testid="fact-report-done">
        <p>{texts.thanks}</p>
        <button type="button" className={styles.again} onClick={() => setDone(false)}>
          {texts.another}
        </button>
      </div>
    )
  }
  const change = (field: ReportField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues({ ...values, [field]: event.target.value })
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest)
  }
  const describedBy = (field: ReportField) => (errors[field] ? `${id}-${field}-error` : undefined)
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="fact-report-form">
      {reportFields.map((field) => (
        <div key={field} className={styles.field}>
          <label htmlFor={`${id}-${field}`} className={styles.label}>
            {texts[field]}
          </label>
          {field === 'correction' ? (
            <textarea
              id={`${id}-${field}`}
              name={field}
              className={styles.textarea}
              rows={5}
              maxLength={FACT_REPORT_LIMITS.correctionMax}
              placeholder={texts.correctionPlaceholder}
              value={values[field]}
              aria-invalid={Boolean(errors[field])}
              aria-describedby={describedBy(field)}
              onChange={change(field)}
            />
          ) : (
            <input
              id={`${id}-${field}`}
              name={field}
              className={styles.input}
              type={field === 'email' ? 'email' : field === 'source' ? 'url' : 'text'}
              autoComplete={field === 'email' ? 'email' : 'off'}
              maxLength={field === 'page' ? FACT_REPORT_LIMITS.pageMax : FACT_REPORT_LIMITS.sourceMax}
              placeholder={field === 'page' ? texts.pagePlaceholder : field === 'source' ? texts.sourcePlaceholder : undefined}
              value={values[field]}
              aria-invalid={Boolean(errors[field])}
              aria-describedby={describedBy(field)}
              onChange={change(field)}
            />
          )}
          {errors[field] ? (
            <p id={`${id}-${field}-error`} className={styles.error} role="alert">
              {errors[field]}
            </p>
          ) : null}
        </div>
      ))}
      {errors.form ? <p className={styles.error} role="alert">{errors.form}</p> : null}
      <button type="submit" className={styles.submit} disabled={sending} data-testid="fact-report-submit">
        {sending ? texts.sending : texts.submit}
      </button>
    </form>
  )
}
