'use client'

import { usePlaygroundT } from './PlaygroundI18n'
import styles from './playground.module.css'
import type { CallView, RpcLogEntry } from './types'

/** A tool's answer, all of it as text: a server's HTML is shown, never rendered. */
export function ResultView({ result }: { result: CallView }) {
  const t = usePlaygroundT()
  return (
    <section className={styles.panel} aria-labelledby="mcp-result" data-testid="tool-result">
      <h2 id="mcp-result">{t('result')}</h2>
      <p className={result.isError ? styles.bad : styles.good} data-testid="tool-is-error" data-is-error={result.isError}>
        {result.isError ? t('isError') : t('isOk')}
      </p>
      <h3>{t('content')}</h3>
      {result.content.map((block, i) => (
        <div key={i}>
          {block.type === 'text' ? <pre className={styles.pre}>{block.text}</pre> : null}
          {block.type === 'image' || block.type === 'audio' ? <p>{t('binary', { type: block.type, mimeType: block.mimeType, bytes: block.bytes })}</p> : null}
          {block.type === 'resource' || block.type === 'resource_link' ? (
            <p>
              <code>{block.uri}</code>{' '}
              {block.link ? (
                <a href={block.link} target="_blank" rel="noopener noreferrer nofollow">
                  {t('open')}
                </a>
              ) : null}
            </p>
          ) : null}
          {block.type === 'resource' && block.text ? <pre className={styles.pre}>{block.text}</pre> : null}
          {block.type === 'other' ? <pre className={styles.pre}>{block.json}</pre> : null}
        </div>
      ))}
      {result.structuredContent !== undefined ? (
        <>
          <h3>{t('structuredContent')}</h3>
          <pre className={styles.pre} data-testid="structured-content">
            {JSON.stringify(result.structuredContent, null, 2)}
          </pre>
        </>
      ) : null}
    </section>
  )
}

/** The JSON-RPC messages of the last exchange, as sent and received (no HTTP headers). */
export function RpcLogView({ log }: { log: RpcLogEntry[] }) {
  const t = usePlaygroundT()
  if (!log.length) return null
  return (
    <details className={styles.panel} data-testid="rpc-log">
      <summary>{t('log', { count: log.length })}</summary>
      <ol className={styles.log}>
        {log.map((entry, i) => (
          <li key={i}>
            <span>
              {entry.dir === 'out' ? `→ ${t('sent')}` : `← ${t('received')}`} {entry.atMs} ms
            </span>
            <pre className={styles.pre}>{entry.text}</pre>
          </li>
        ))}
      </ol>
    </details>
  )
}
