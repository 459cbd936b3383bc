'use client'

import { tagAddError } from '@aidir/cms/tracker'
import { useId, useState } from 'react'
import { useTrackerT } from './TrackerI18n'
import { useTrackerMessage } from './useTrackerMessage'
import styles from './tracker.module.css'

/**
 * A list of tags (products/services, competitors, topics): typed and confirmed with Enter, each
 * tag editable in place, with current/total beside the label (SPEC §5). One more tag is refused
 * at once by the server's own rule (`tagAddError`): an empty tag still being edited, a duplicate
 * after normalisation, too long, or a full list.
 */
export function TagListInput({
  name,
  label,
  placeholder,
  hint,
  tags,
  max,
  error,
  onChange,
}: {
  name: string
  label: string
  placeholder: string
  hint?: string
  tags: string[]
  max: number
  error?: string | null
  onChange: (tags: string[]) => void
}) {
  const t = useTrackerT()
  const apiMessage = useTrackerMessage()
  const id = useId()
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const add = () => {
    const found = tagAddError(tags, draft, max)
    if (found) return setProblem(apiMessage(found))
    onChange([...tags, draft.trim()])
    setDraft('')
    setProblem(null)
  }

  const shown = problem ?? error ?? null
  return (
    <div className={styles.field} data-testid={`tags-${name}`}>
      <label htmlFor={id} className={styles.label}>
        {label}{' '}
        <span className={styles.counter} data-testid={`count-${name}`}>
          {t('form.count', { n: tags.length, max })}
        </span>
      </label>
      {tags.length ? (
        <ul className={styles.chips} aria-label={label}>
          {tags.map((tag, i) => (
            <li key={i} className={styles.chip}>
              <input
                className={styles.chipInput}
                value={tag}
                size={Math.max(2, tag.length)}
                aria-label={t('form.editTag', { tag })}
                data-testid={`${name}-tag`}
                onChange={(e) => {
                  setProblem(null)
                  onChange(tags.map((x, j) => (j === i ? e.target.value : x)))
                }}
              />
              <button type="button" className={styles.chipRemove} onClick={() => onChange(tags.filter((_, j) => j !== i))} aria-label={t('form.remove', { tag: tag || '…' })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className={styles.input}
        value={draft}
        placeholder={placeholder}
        data-testid={`${name}-input`}
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
          }
        }}
      />
      <p id={`${id}-hint`} className={shown ? styles.error : styles.hint} role={shown ? 'alert' : undefined} data-testid={shown ? `${name}-error` : undefined}>
        {shown ?? hint ?? t('form.tagHint')}
      </p>
    </div>
  )
}
