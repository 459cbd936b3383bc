'use client'

import { TRACKER_LIMITS } from '@aidir/cms/tracker'
import { useId, useState } from 'react'
import { ApiError, apiData } from '@/features/session/client'
import { type BrandInfo, checkInfo } from './brandForm'
import { TagListInput } from './TagListInput'
import { useTrackerT } from './TrackerI18n'
import { useTrackerMessage } from './useTrackerMessage'
import styles from './tracker.module.css'

type Tab = 'description' | 'website'
type Draft = { brandName: string; description: string; tags: string[]; url: string }

/**
 * Step 1 (SPEC §2): the brand by description (at least 20 characters) or by website address
 * (the server reads the site and drafts the description, which stays editable), with at least two
 * products/services confirmed with Enter.
 */
export function BrandInfoStep({
  info,
  onChange,
  onContinue,
  busy,
  serverErrors,
}: {
  info: BrandInfo
  onChange: (info: BrandInfo) => void
  onContinue: () => void
  busy: boolean
  serverErrors: Record<string, string>
}) {
  const t = useTrackerT()
  const apiMessage = useTrackerMessage()
  const ids = { name: useId(), description: useId(), url: useId() }
  const [tab, setTab] = useState<Tab>('description')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [reading, setReading] = useState(false)
  const [drafted, setDrafted] = useState(false)
  const shown = { ...serverErrors, ...errors }
  const set = (patch: Partial<BrandInfo>) => {
    onChange({ ...info, ...patch })
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))))
  }

  const readWebsite = async () => {
    setErrors({})
    setReading(true)
    try {
      const data = await apiData<Draft>('/api/tracker/website', { method: 'POST', body: { url: info.websiteUrl } })
      onChange({ ...info, websiteUrl: data.url, brandName: info.brandName || data.brandName, description: data.description, tags: info.tags.length ? info.tags : data.tags.slice(0, TRACKER_LIMITS.tagsMax) })
      setDrafted(true)
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(0, 'Request error')
      setErrors({ websiteUrl: e.status === 401 ? apiMessage('Please login first') : apiMessage(e.message) })
    } finally {
      setReading(false)
    }
  }

  const next = (event: React.FormEvent) => {
    event.preventDefault()
    const found = checkInfo(info)
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, apiMessage(v)])))
    if (Object.keys(found).length === 0) onContinue()
  }

  const example = () => {
    onChange({ brandName: t('example.brandName'), description: t('example.description'), tags: [t('example.tag1'), t('example.tag2')], websiteUrl: '' })
    setErrors({})
  }

  const describe = tab === 'description' || drafted
  return (
    <form className={styles.form} onSubmit={next} noValidate data-testid="tracker-step-info">
      <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
        {(['description', 'website'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)} data-testid={`tracker-tab-${name}`}>
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'website' ? (
        <div className={styles.field}>
          <label htmlFor={ids.url} className={styles.label}>
            {t('form.websiteUrl')}
          </label>
          <span className={styles.row}>
            <input
              id={ids.url}
              className={styles.input}
              type="url"
              inputMode="url"
              value={info.websiteUrl}
              placeholder="https://"
              aria-invalid={Boolean(shown.websiteUrl)}
              data-testid="tracker-website"
              onChange={(e) => set({ websiteUrl: e.target.value })}
            />
            <button type="button" className={styles.secondary} onClick={() => void readWebsite()} disabled={reading} data-testid="tracker-read-website">
              {reading ? t('form.reading') : t('form.readWebsite')}
            </button>
          </span>
          <p className={shown.websiteUrl ? styles.error : styles.hint} role={shown.websiteUrl ? 'alert' : undefined}>
            {shown.websiteUrl ?? t('form.websiteHint')}
          </p>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={ids.name} className={styles.label}>
          {t('form.brandName')}
        </label>
        <input
          id={ids.name}
          className={styles.input}
          value={info.brandName}
          maxLength={TRACKER_LIMITS.brandNameMaxLength}
          placeholder={t('form.brandNamePlaceholder')}
          aria-invalid={Boolean(shown.brandName)}
          data-testid="tracker-brand"
          onChange={(e) => set({ brandName: e.target.value })}
        />
        {shown.brandName ? <p className={styles.error} role="alert">{shown.brandName}</p> : null}
      </div>
      {describe ? (
        <div className={styles.field}>
          <label htmlFor={ids.description} className={styles.label}>
            {t('form.description')}{' '}
            <span className={styles.counter} data-testid="count-description">
              {t('form.count', { n: info.description.trim().length, max: TRACKER_LIMITS.descriptionMaxLength })}
            </span>
          </label>
          <textarea
            id={ids.description}
            className={styles.textarea}
            rows={4}
            value={info.description}
            maxLength={TRACKER_LIMITS.descriptionMaxLength}
            placeholder={t('form.descriptionPlaceholder', { min: TRACKER_LIMITS.descriptionMinLength })}
            aria-invalid={Boolean(shown.description)}
            data-testid="tracker-description"
            onChange={(e) => set({ description: e.target.value })}
          />
          {shown.description ? (
            <p className={styles.error} role="alert" data-testid="description-error">
              {shown.description}
            </p>
          ) : null}
        </div>
      ) : null}
      {tab === 'description' ? (
        <div className={styles.field}>
          <label htmlFor={ids.url} className={styles.label}>
            {t('form.websiteOptional')}
          </label>
          <input id={ids.url} className={styles.input} type="url" value={info.websiteUrl} placeholder="https://" aria-invalid={Boolean(shown.websiteUrl)} onChange={(e) => set({ websiteUrl: e.target.value })} />
          {shown.websiteUrl ? <p className={styles.error} role="alert">{shown.websiteUrl}</p> : null}
        </div>
      ) : null}
      <TagListInput
        name="tags"
        label={t('form.tags')}
        placeholder={t('form.tagsPlaceholder')}
        hint={t('form.tagsHint', { min: TRACKER_LIMITS.tagsMin })}
        tags={info.tags}
        max={TRACKER_LIMITS.tagsMax}
        error={shown.tags}
        onChange={(tags) => set({ tags })}
      />
      {shown.form ? <p className={styles.error} role="alert">{shown.form}</p> : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={example} data-testid="tracker-example">
          {t('form.viewExample')}
        </button>
        <button type="submit" className={styles.primary} disabled={busy} data-testid="tracker-continue">
          {busy ? t('form.suggesting') : t('form.continue')}
        </button>
      </div>
    </form>
  )
}
