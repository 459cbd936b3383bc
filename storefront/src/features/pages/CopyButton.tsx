'use client'

import { useEffect, useRef, useState } from 'react'
import { copyText } from './copyText'
import styles from './CopyButton.module.css'

export type CopyLabels = { copy: string; copied: string; failed: string }

/**
 * "Copy link" with its outcome announced to screen readers. Texts come from the server page
 * (client components only get the common namespace).
 */
export function CopyButton({ text, labels }: { text: string; labels: CopyLabels }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function onClick() {
    const ok = await copyText(text)
    setState(ok ? 'copied' : 'failed')
    clearTimeout(timer.current)
    // The toast default of SPEC §9: messages clear after 3000 ms.
    timer.current = setTimeout(() => setState('idle'), 3000)
  }

  return (
    <span className={styles.wrap}>
      <button type="button" className={styles.button} onClick={onClick} data-testid="copy-link">
        {labels.copy}
      </button>
      <span role="status" aria-live="polite" className={state === 'failed' ? styles.failed : styles.ok} data-testid="copy-status">
        {state === 'copied' ? labels.copied : state === 'failed' ? labels.failed : ''}
      </span>
    </span>
  )
}
