'use client'

import { TRACKER_LIMITS, trackerSchedules } from '@aidir/cms/tracker'
import { useId } from 'react'
import type { Keywords } from './brandForm'
import { TagListInput } from './TagListInput'
import { useTrackerT } from './TrackerI18n'
import styles from './tracker.module.css'

/**
 * Step 2 (SPEC §2): the brand keywords (topics asked about) and competitors, generated from the
 * catalogue and editable, with manual add; whether the report joins the public ranking, and how
 * often it is re-run.
 */
export function KeywordsStep({
  keywords,
  onChange,
  onBack,
  onStart,
  busy,
  errors,
}: {
  keywords: Keywords
  onChange: (keywords: Keywords) => void
  onBack: () => void
  onStart: () => void
  busy: boolean
  errors: Record<string, string>
}) {
  const t = useTrackerT()
  const scheduleId = useId()
  return (
    <form
      className={styles.form}
      noValidate
      data-testid="tracker-step-keywords"
      onSubmit={(e) => {
        e.preventDefault()
        onStart()
      }}
    >
      <p className={styles.hint}>{t('form.suggestedHint')}</p>
      <TagListInput
        name="topics"
        label={t('form.topics')}
        placeholder={t('form.topicsPlaceholder')}
        tags={keywords.topics}
        max={TRACKER_LIMITS.topicsMax}
        error={errors.topics}
        onChange={(topics) => onChange({ ...keywords, topics })}
      />
      <TagListInput
        name="competitors"
        label={t('form.competitors')}
        placeholder={t('form.competitorsPlaceholder')}
        tags={keywords.competitors}
        max={TRACKER_LIMITS.competitorsMax}
        error={errors.competitors}
        onChange={(competitors) => onChange({ ...keywords, competitors })}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={keywords.public} onChange={(e) => onChange({ ...keywords, public: e.target.checked })} data-testid="tracker-public" />
        {t('form.public')}
      </label>
      <div className={styles.field}>
        <label htmlFor={scheduleId} className={styles.label}>
          {t('form.schedule')}
        </label>
        <select id={scheduleId} className={styles.input} value={keywords.schedule} onChange={(e) => onChange({ ...keywords, schedule: e.target.value as Keywords['schedule'] })}>
          {trackerSchedules.map((s) => (
            <option key={s} value={s}>
              {t(`schedules.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {errors.form ? (
        <p className={styles.error} role="alert" data-testid="tracker-start-error">
          {errors.form}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onBack} data-testid="tracker-back">
          {t('form.back')}
        </button>
        <button type="submit" className={styles.primary} disabled={busy} data-testid="tracker-start">
          {busy ? t('form.starting') : t('form.start')}
        </button>
      </div>
    </form>
  )
}
