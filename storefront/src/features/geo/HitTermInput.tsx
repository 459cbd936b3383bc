'use client'

import { useId, useState } from 'react'
import { useGeoT } from './GeoI18n'
import { MAX_HIT_TERMS, hitTermProblem } from './hitTerms'
import styles from './geo.module.css'

/**
 * Brand keywords as chips: typed, confirmed with Enter, refused at once when duplicate, malformed
 * or one too many (SPEC §5), with the count against the maximum beside the label.
 */
export function HitTermInput({ terms, onChange, error }: { terms: string[]; onChange: (terms: string[]) => void; error?: string | null }) {
  const t = useGeoT()
  const id = useId()
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const add = () => {
    const found = hitTermProblem(draft, terms)
    if (found) {
      setProblem(t(`messages.${found}`, { max: MAX_HIT_TERMS }))
      return
    }
    onChange([...terms, draft.trim()])
    setDraft('')
    setProblem(null)
  }

  const shown = problem ?? error ?? null
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('form.hitTerms')} <span className={styles.counter} data-testid="hit-term-count">{t('form.hitTermCount', { n: terms.length, max: MAX_HIT_TERMS })}</span>
      </label>
      <ul className={styles.chips} aria-label={t('form.hitTerms')}>
        {terms.map((term) => (
          <li key={term} className={styles.chip}>
            <span>{term}</span>
            <button type="button" className={styles.chipRemove} onClick={() => onChange(terms.filter((x) => x !== term))} aria-label={t('form.removeHitTerm', { term })}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        className={styles.input}
        value={draft}
        data-testid="hit-term-input"
        placeholder={t('form.hitTermPlaceholder')}
        disabled={terms.length >= MAX_HIT_TERMS}
        aria-invalid={Boolean(shown)}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setDraft(e.target.value)
          setProblem(null)
        }}
        onKeyDown={(e) => {
          // IME composition (Chinese, Japanese) also ends with Enter: that one is not a confirm.
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault()
            add()
          } else if (e.key === 'Backspace' && !draft && terms.length) onChange(terms.slice(0, -1))
        }}
      />
      <p id={`${id}-hint`} className={shown ? styles.error : styles.hint} role={shown ? 'alert' : undefined}>
        {shown ?? t('form.hitTermHint')}
      </p>
    </div>
  )
}
