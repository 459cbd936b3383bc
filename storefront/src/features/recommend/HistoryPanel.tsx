'use client'

import type { HistoryEntry } from '@aidir/cms/recommend'
import { useEffect, useState } from 'react'
import { apiRequest } from '@/features/session/client'
import { userStore } from '@/features/session/userStore'
import { routes } from '@/lib/routes'
import styles from './recommend.module.css'

export type HistoryTexts = { title: string; empty: string; signIn: string; loading: string; failed: string }

type Kind = 'solutions' | 'assistant'
const endpoint: Record<Kind, string> = { solutions: '/api/solutions/history', assistant: '/api/mcp/assistant/history' }

/**
 * The signed-in visitor's past questions, fetched by the browser (the page around it is cached for
 * everyone). A scenario links to its stored plan; an assistant question asks again (answered from
 * the stored answer).
 */
export function HistoryPanel({ kind, texts, prefix, signInHref }: { kind: Kind; texts: HistoryTexts; prefix: string; signInHref: string }) {
  const [state, setState] = useState<{ status: 'loading' | 'anonymous' | 'failed' } | { status: 'ready'; rows: HistoryEntry[] }>({ status: 'loading' })
  useEffect(() => {
    if (!userStore.requestToken()) return setState({ status: 'anonymous' })
    let live = true
    void apiRequest<{ rows: HistoryEntry[] }>(endpoint[kind]).then((answer) => {
      if (!live) return
      if (answer.status === 401 || answer.code === 401) setState({ status: 'anonymous' })
      else if (answer.code !== 0 || !answer.data) setState({ status: 'failed' })
      else setState({ status: 'ready', rows: answer.data.rows })
    })
    return () => {
      live = false
    }
  }, [kind])
  const href = (row: HistoryEntry) => (kind === 'solutions' ? `${prefix}${routes.solution(row.cacheId)}` : `${prefix}${routes.mcpAssistant()}?${new URLSearchParams({ ask: row.scenario })}`)
  return (
    <section className={styles.history} aria-labelledby={`${kind}-history`} data-testid={`${kind}-history`}>
      <h2 id={`${kind}-history`}>{texts.title}</h2>
      {state.status === 'loading' ? <p className={styles.muted}>{texts.loading}</p> : null}
      {state.status === 'anonymous' ? (
        <p className={styles.muted}>
          <a href={signInHref}>{texts.signIn}</a>
        </p>
      ) : null}
      {state.status === 'failed' ? <p className={styles.error}>{texts.failed}</p> : null}
      {state.status === 'ready' && state.rows.length === 0 ? <p className={styles.muted}>{texts.empty}</p> : null}
      {state.status === 'ready' && state.rows.length > 0 ? (
        <ul className={styles.historyList}>
          {state.rows.map((row) => (
            <li key={row.cacheId}>
              <a href={href(row)} data-cache-id={row.cacheId}>
                {row.scenario}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
