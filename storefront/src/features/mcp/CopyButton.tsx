'use client'

import { useEffect, useRef, useState } from 'react'
import styles from './mcp.module.css'

export type CopyTexts = { copy: string; label: string; copied: string; failed: string }

/**
 * SPEC §8 copy: the Clipboard API where the page may use it, otherwise the old hidden-textarea
 * selection with execCommand('copy') (plain-HTTP hosts, older browsers, denied permission).
 * The outcome is announced in a polite live region next to the button.
 */
function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  area.style.pointerEvents = 'none'
  document.body.appendChild(area)
  area.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
  }
}

/**
 * `countFor`: the MCP server whose install configuration this is; a successful copy is counted
 * (one beacon, /api/mcp/copy) as a signal of the MCP rankings.
 */
export function CopyButton({ text, texts, countFor }: { text: string; texts: CopyTexts; countFor?: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Marks the button as live once hydrated (until then a click would do nothing); tests wait for it.
  const [ready, setReady] = useState(false)
  useEffect(() => {
    setReady(true)
    return () => clearTimeout(timer.current)
  }, [])

  async function copy() {
    let ok = false
    if (navigator.clipboard && window.isSecureContext) {
      try {
        await navigator.clipboard.writeText(text)
        ok = true
      } catch (error) {
        console.error('copy error', error)
      }
    }
    if (!ok) ok = copyWithTextarea(text)
    if (ok && countFor) navigator.sendBeacon?.('/api/mcp/copy', new Blob([JSON.stringify({ server: countFor })], { type: 'application/json' }))
    setStatus(ok ? 'copied' : 'failed')
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setStatus('idle'), 3000)
  }

  return (
    <span className={styles.copyWrap}>
      <span className={styles.copyStatus} role="status" aria-live="polite">
        {status === 'copied' ? texts.copied : status === 'failed' ? texts.failed : ''}
      </span>
      <button type="button" className={styles.copy} onClick={copy} aria-label={texts.label} data-testid="copy-button" data-ready={ready || undefined}>
        {texts.copy}
      </button>
    </span>
  )
}
