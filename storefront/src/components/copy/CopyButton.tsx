'use client'

import { useEffect, useRef, useState } from 'react'
import { copyText } from './copyText'
import styles from './CopyButton.module.css'

/** Already in the reader's language; `label` names the button for screen readers when `copy` alone says too little. */
export type CopyLabels = { copy: string; copied: string; failed: string; label?: string }

type Props = {
  text: string
  labels: CopyLabels
  /** After a successful copy (the MCP install snippets count it as a ranking signal). */
  onCopied?: () => void
  /** `link`: a "copy link" button with its outcome after it; `snippet`: a compact button in a code block's head, its outcome before it. */
  look?: 'link' | 'snippet'
  /** Test hooks; by default `copy-link` and `copy-status` for a link, `copy-button` for a snippet. */
  testId?: string
  statusTestId?: string
}

/**
 * SPEC §8 copy, with its outcome announced in a polite live region beside the button and cleared
 * after SPEC §9's 3000 ms. Texts come from the server page (client components only get the
 * common namespace).
 */
export function CopyButton({ text, labels, onCopied, look = 'link', testId = look === 'link' ? 'copy-link' : 'copy-button', statusTestId = look === 'link' ? 'copy-status' : undefined }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Marks the button as live once hydrated (until then a click would do nothing); tests wait for it.
  const [ready, setReady] = useState(false)
  useEffect(() => {
    setReady(true)
    return () => clearTimeout(timer.current)
  }, [])

  async function onClick() {
    const ok = await copyText(text)
    if (ok) onCopied?.()
    setState(ok ? 'copied' : 'failed')
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setState('idle'), 3000)
  }

  const status = (
    <span role="status" aria-live="polite" className={state === 'failed' ? styles.failed : styles.ok} data-testid={statusTestId}>
      {state === 'copied' ? labels.copied : state === 'failed' ? labels.failed : ''}
    </span>
  )
  return (
    <span className={styles[look]}>
      {look === 'snippet' ? status : null}
      <button type="button" className={styles.button} onClick={onClick} aria-label={labels.label} data-testid={testId} data-ready={ready || undefined}>
        {labels.copy}
      </button>
      {look === 'link' ? status : null}
    </span>
  )
}
