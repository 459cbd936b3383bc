'use client'

import type { Locale } from '@aidir/cms/locales'
import { LOGO_MAX_BYTES, rasterTypes, uploadMessages } from '@aidir/cms/uploads'
import { SCREENSHOTS_MAX, type UpdateLocale, updateLocales, updateMessages } from '@aidir/cms/updates'
import type React from 'react'
import { useEffect, useState } from 'react'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useUser } from '@/features/account/client/useUser'
import { apiRequest } from '@/features/session/client'
import { userStore } from '@/features/session/userStore'
import { messageKey } from './messages'
import type { ProductToUpdate } from './pageData'
import { type UpdateForm, formOf, proposalOf } from './proposalOf'
import { ToolPicker } from './ToolPicker'
import { useUpdatesT } from './UpdatesI18n'
import styles from './updates.module.css'

const pricingModels = ['free', 'freemium', 'free_trial', 'paid', 'contact', 'open_source'] as const
const languageNames: Record<UpdateLocale, string> = { en: 'English', zh: '简体中文', 'zh-TW': '繁體中文', ja: '日本語' }
const emailLike = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type Props = { locale: Locale; product: ProductToUpdate | null; price: string | null; submissionHref: string; payBase: string; here: string }

/**
 * /update: the tool, a contact email and the new values, prefilled with the current ones (texts
 * per language behind a language switch). Only what changed is sent; the server checks it all
 * again, prices the order and opens its checkout; then the buyer goes to the payment page.
 */
export function UpdateFlow(props: Props) {
  const t = useUpdatesT()
  const config = useAccountConfig()
  const token = useUser((s) => s.token)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const current = props.product?.values ?? {}
  const [form, setForm] = useState<UpdateForm>(() => formOf(current, props.product?.screenshots ?? []))
  const [language, setLanguage] = useState<UpdateLocale>(props.locale)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const [uploading, setUploading] = useState(false)

  if (mounted && !token) {
    return (
      <div className={styles.signedOut} data-testid="update-signed-out">
        <p>{t('signedOut')}</p>
        {config.edition === 'cn' ? (
          <button type="button" className={styles.primary} onClick={() => userStore.setLoginShow(true)}>
            {t('signIn')}
          </button>
        ) : (
          <a className={styles.primary} href={`${config.localePrefix}/auth/login?from=${encodeURIComponent(props.here)}`}>
            {t('signIn')}
          </a>
        )}
      </div>
    )
  }

  const set = (name: 'contactEmail' | 'name' | 'url' | 'pricingModel') => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm((f) => ({ ...f, [name]: e.target.value }))
  const setText = (field: 'tagline' | 'description') => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm((f) => ({ ...f, [field]: { ...f[field], [language]: e.target.value } }))
  const errorOf = (path: string) =>
    errors[path] ? (
      <span className={styles.error} id={`error-${path}`} data-testid={`error-${path}`}>
        {errors[path]}
      </span>
    ) : null
  const described = (path: string) => (errors[path] ? { 'aria-invalid': true, 'aria-describedby': `error-${path}` } : {})

  async function addScreenshot(file: File | undefined) {
    if (!file) return
    setErrors((e) => ({ ...e, 'proposal.screenshots': '' }))
    const refuse = (message: string) => setErrors((e) => ({ ...e, 'proposal.screenshots': t(messageKey(message)) }))
    if (!(rasterTypes as readonly string[]).includes(file.type)) return refuse(uploadMessages.type)
    if (file.size > LOGO_MAX_BYTES) return refuse(uploadMessages.size)
    const body = new FormData()
    body.append('file', file)
    setUploading(true)
    const answer = await apiRequest<{ id: number; url: string | null; thumbnailUrl: string | null }>('/api/uploads/logo', { method: 'POST', body })
    setUploading(false)
    if (answer.code === 0 && answer.data) {
      const uploaded = answer.data
      setForm((f) => ({ ...f, screenshots: [...f.screenshots, { id: uploaded.id, url: uploaded.thumbnailUrl ?? uploaded.url ?? '' }] }))
    } else refuse(answer.message)
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!props.product) return setErrors({ product: t('messages.tool') })
    const found: Record<string, string> = {}
    if (!emailLike.test(form.contactEmail.trim())) found.contactEmail = t(messageKey(updateMessages.email))
    const proposal = proposalOf(form, current)
    if (Object.keys(proposal).length === 0) found.proposal = t(messageKey(updateMessages.nothingChanged))
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length) return
    setWorking(true)
    const answer = await apiRequest<{ id: number }>('/api/updates/orders', { method: 'POST', body: { product: props.product.key, contactEmail: form.contactEmail.trim(), proposal } })
    if (answer.code === 0 && answer.data) {
      location.assign(`${props.payBase}${answer.data.id}`)
      return
    }
    setWorking(false)
    const text = t(messageKey(answer.message))
    const field = answer.field
    if (field) {
      // A text's message names its language (proposal.tagline.zh): show that language.
      const lang = updateLocales.find((l) => field.endsWith(`.${l}`))
      if (lang) setLanguage(lang)
      setErrors({ [field.startsWith('proposal.') || field === 'product' || field === 'contactEmail' ? field : 'proposal']: text })
    } else setFormError(text)
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="update-form">
      <ToolPicker chosenName={props.product?.name ?? null} submissionHref={props.submissionHref} error={errors.product ?? null} />
      {props.product ? (
        <>
          <label className={styles.field}>
            <span>{t('form.contactEmail')}</span>
            <input name="contactEmail" type="email" inputMode="email" value={form.contactEmail} onChange={set('contactEmail')} maxLength={254} autoComplete="email" {...described('contactEmail')} />
            {errorOf('contactEmail')}
          </label>
          <p className={styles.hint}>{t('form.prefilled')}</p>
          <label className={styles.field}>
            <span>{t('form.name')}</span>
            <input name="name" value={form.name} onChange={set('name')} maxLength={120} autoComplete="off" {...described('proposal.name')} />
            {errorOf('proposal.name')}
          </label>
          <label className={styles.field}>
            <span>{t('form.url')}</span>
            <input name="url" type="url" inputMode="url" value={form.url} onChange={set('url')} maxLength={2048} {...described('proposal.url')} />
            {errorOf('proposal.url')}
          </label>
          <label className={styles.field}>
            <span>{t('form.pricingModel')}</span>
            <select name="pricingModel" value={form.pricingModel} onChange={set('pricingModel')} {...described('proposal.pricingModel')}>
              {pricingModels.map((p) => (
                <option key={p} value={p}>
                  {t(`pricing.${p}`)}
                </option>
              ))}
            </select>
            {errorOf('proposal.pricingModel')}
          </label>
          <fieldset className={styles.texts}>
            <legend>{t('form.texts')}</legend>
            <div className={styles.tabs} role="tablist" aria-label={t('form.language')}>
              {updateLocales.map((l) => (
                <button key={l} type="button" role="tab" aria-selected={l === language} className={l === language ? styles.tabOn : styles.tab} onClick={() => setLanguage(l)} data-testid={`update-language-${l}`} lang={l}>
                  {languageNames[l]}
                </button>
              ))}
            </div>
            <label className={styles.field}>
              <span>{t('form.tagline')}</span>
              <input name={`tagline-${language}`} lang={language} value={form.tagline[language]} onChange={setText('tagline')} maxLength={160} {...described(`proposal.tagline.${language}`)} />
              {errorOf(`proposal.tagline.${language}`)}
            </label>
            <label className={styles.field}>
              <span>{t('form.description')}</span>
              <textarea name={`description-${language}`} lang={language} value={form.description[language]} onChange={setText('description')} rows={6} maxLength={5000} {...described(`proposal.description.${language}`)} />
              {errorOf(`proposal.description.${language}`)}
            </label>
          </fieldset>
          <div className={styles.field}>
            <span className={styles.label}>{t('form.screenshots')}</span>
            <ul className={styles.shots}>
              {form.screenshots.map((s) => (
                <li key={s.id}>
                  {s.url ? <img src={s.url} alt="" width={160} height={100} /> : null}
                  <button type="button" className={styles.secondary} onClick={() => setForm((f) => ({ ...f, screenshots: f.screenshots.filter((x) => x.id !== s.id) }))}>
                    {t('form.remove')}
                  </button>
                </li>
              ))}
            </ul>
            {form.screenshots.length < SCREENSHOTS_MAX ? (
              <label className={styles.upload}>
                <span>{uploading ? t('form.uploading') : t('form.addScreenshot')}</span>
                <input type="file" accept={rasterTypes.join(',')} onChange={(e) => void addScreenshot(e.target.files?.[0])} disabled={uploading} data-testid="update-screenshot-file" />
              </label>
            ) : null}
            <small className={styles.hint}>{t('form.screenshotsHint', { count: SCREENSHOTS_MAX })}</small>
            {errorOf('proposal.screenshots')}
          </div>
          {errorOf('proposal')}
          {formError ? (
            <p className={styles.error} role="alert" data-testid="update-error">
              {formError}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={working || uploading} data-testid="update-submit">
              {working ? t('form.working') : props.price ? t('form.submitWithPrice', { price: props.price }) : t('form.submit')}
            </button>
          </div>
        </>
      ) : null}
    </form>
  )
}
