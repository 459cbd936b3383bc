'use client'

import type React from 'react'
import { LogoField, type UploadedLogo } from './LogoField'
import type { FormField } from './messages'
import type { CategoryChoice } from './pageData'
import { useSubmissionT } from './SubmissionI18n'
import styles from './submission.module.css'

export type DetailsForm = { productName: string; officialUrl: string; contactEmail: string; category: string; shortDescription: string; logo: UploadedLogo | null }
export type FieldErrors = Partial<Record<FormField, string>>

/** Step 2: what is submitted. Each SPEC §5 message sits beside its field, the browser's and the server's alike. */
export function DetailsStep(props: {
  form: DetailsForm
  onChange: (form: DetailsForm) => void
  onLogoError: (message: string | null) => void
  categories: CategoryChoice[]
  errors: FieldErrors
  listedHref: string | null
  formError: string | null
  working: boolean
  onBack: () => void
  onSubmit: () => void
}) {
  const t = useSubmissionT()
  const { form, errors } = props
  const set = (name: keyof DetailsForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => props.onChange({ ...form, [name]: e.target.value })
  const errorOf = (name: FormField) =>
    errors[name] ? (
      <span className={styles.error} id={`error-${name}`} data-testid={`error-${name}`}>
        {errors[name]}
      </span>
    ) : null
  const described = (name: FormField) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `error-${name}` } : {})
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        props.onSubmit()
      }}
    >
      <label className={styles.field}>
        <span>{t('form.productName')}</span>
        <input name="productName" value={form.productName} onChange={set('productName')} maxLength={120} autoComplete="off" {...described('productName')} />
        {errorOf('productName')}
      </label>
      <label className={styles.field}>
        <span>{t('form.officialUrl')}</span>
        <input name="officialUrl" type="url" inputMode="url" value={form.officialUrl} onChange={set('officialUrl')} placeholder="https://" maxLength={2048} {...described('officialUrl')} />
        <small className={styles.hint}>{t('form.officialUrlHint')}</small>
        {errorOf('officialUrl')}
        {props.listedHref && (
          <a href={props.listedHref} className={styles.listed} data-testid="listed-product">
            {t('form.viewListed')}
          </a>
        )}
      </label>
      <label className={styles.field}>
        <span>{t('form.contactEmail')}</span>
        <input name="contactEmail" type="email" inputMode="email" value={form.contactEmail} onChange={set('contactEmail')} maxLength={254} autoComplete="email" {...described('contactEmail')} />
        {errorOf('contactEmail')}
      </label>
      <label className={styles.field}>
        <span>{t('form.category')}</span>
        <select name="category" value={form.category} onChange={set('category')} {...described('category')}>
          <option value="">{t('form.categoryNone')}</option>
          {props.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
        {errorOf('category')}
      </label>
      <label className={styles.field}>
        <span>
          {t('form.shortDescription')} <small>({t('form.optional')})</small>
        </span>
        <textarea name="shortDescription" value={form.shortDescription} onChange={set('shortDescription')} maxLength={500} rows={3} {...described('shortDescription')} />
        {errorOf('shortDescription')}
      </label>
      <LogoField logo={form.logo} onChange={(logo) => props.onChange({ ...form, logo })} error={errors.logo} onError={props.onLogoError} />
      {props.formError && (
        <p className={styles.error} role="alert" data-testid="form-error">
          {props.formError}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={props.onBack}>
          {t('actions.back')}
        </button>
        <button type="submit" className={styles.primary} disabled={props.working} data-testid="place-order">
          {props.working ? t('actions.working') : t('actions.submit')}
        </button>
      </div>
    </form>
  )
}
