'use client'

import '@/features/security/zodJitless'
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { useUser } from '@/features/account/client/useUser'
import { apiRequest, type ApiAnswer } from '@/features/session/client'
import { usePlaygroundT } from './PlaygroundI18n'
import styles from './playground.module.css'
import { ResultView, RpcLogView } from './ResultView'
import type { CallAnswer, InspectAnswer, ProxyRefusal, RpcLogEntry, ToolView } from './types'

// The form library loads only once a tool is chosen: the page itself stays light.
const ToolRunner = dynamic(() => import('./ToolRunner'), { ssr: false })

type Transport = 'auto' | 'streamable-http' | 'sse'
type Header = { name: string; value: string }
type Failure = { key: string; log: RpcLogEntry[] }

const reasons = new Set(['blocked', 'unreachable', 'timeout', 'too_large', 'protocol', 'unknown_tool', 'invalid_arguments'])

/** The translated key of a refusal: the proxy's reason, else the field or the status. */
function failureOf(answer: ApiAnswer<unknown>): Failure {
  const data = (answer.data ?? {}) as ProxyRefusal
  const log = data.log ?? []
  if (data.reason && reasons.has(data.reason)) return { key: `errors.${data.reason}`, log }
  if (answer.status === 401) return { key: 'errors.loginFirst', log }
  if (answer.status === 429) return { key: 'errors.tooMany', log }
  if (answer.field === 'url') return { key: 'errors.badUrl', log }
  if (answer.field?.startsWith('headers')) return { key: 'errors.badHeaders', log }
  return { key: 'errors.request', log }
}

/**
 * The playground: connect to a remote MCP server through the site's proxy (never from the browser),
 * see its tools, resources and prompts, call a tool and read its answer and the JSON-RPC log.
 */
export function Playground({ signInHref }: { signInHref: string }) {
  const t = usePlaygroundT()
  const signedIn = useUser((s) => Boolean(s.token))
  const [url, setUrl] = useState('')
  const [transport, setTransport] = useState<Transport>('auto')
  const [headers, setHeaders] = useState<Header[]>([])
  const [busy, setBusy] = useState<'connect' | 'call' | null>(null)
  const [inspected, setInspected] = useState<InspectAnswer | null>(null)
  const [tool, setTool] = useState<ToolView | null>(null)
  const [call, setCall] = useState<CallAnswer | null>(null)
  const [fieldErrors, setFieldErrors] = useState<{ path: string; message: string }[]>([])
  const [failure, setFailure] = useState<Failure | null>(null)

  // "Try it" links from a server's page carry its remote's address and transport.
  useEffect(() => {
    const query = new URLSearchParams(location.search)
    const given = query.get('url')
    if (given) setUrl(given)
    const kind = query.get('transport')
    if (kind === 'sse' || kind === 'streamable-http') setTransport(kind)
  }, [])

  const target = () => ({ url, transport, headers: headers.filter((h) => h.name.trim()) })

  async function connect(e: React.FormEvent) {
    e.preventDefault()
    setBusy('connect')
    setFailure(null)
    setCall(null)
    setTool(null)
    const answer = await apiRequest<InspectAnswer>('/api/mcp/inspect', { method: 'POST', body: target() })
    setBusy(null)
    if (answer.code === 0 && answer.data) setInspected(answer.data)
    else {
      setInspected(null)
      setFailure(failureOf(answer))
    }
  }

  async function callTool(args: Record<string, unknown>) {
    if (!tool) return
    setBusy('call')
    setFailure(null)
    setFieldErrors([])
    const answer = await apiRequest<CallAnswer>('/api/mcp/call', { method: 'POST', body: { ...target(), tool: tool.name, arguments: args } })
    setBusy(null)
    if (answer.code === 0 && answer.data) return setCall(answer.data)
    setCall(null)
    const refusal = failureOf(answer)
    setFailure(refusal)
    setFieldErrors(((answer.data ?? {}) as ProxyRefusal).detail ?? [])
  }

  if (!signedIn) {
    return (
      <p className={styles.panel} data-testid="playground-sign-in">
        <a href={signInHref}>{t('signIn')}</a>
      </p>
    )
  }

  const offer = inspected?.offer
  const log = call?.log ?? failure?.log ?? inspected?.log ?? []
  return (
    <div data-testid="mcp-playground">
      <form className={styles.panel} onSubmit={connect}>
        <label className={styles.field}>
          <span className={styles.label}>{t('url')}</span>
          <input className={styles.input} name="url" type="url" required value={url} placeholder={t('urlPlaceholder')} onChange={(e) => setUrl(e.target.value)} autoComplete="off" spellCheck={false} />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('transport')}</span>
          <select className={styles.select} name="transport" value={transport} onChange={(e) => setTransport(e.target.value as Transport)}>
            {(['auto', 'streamable-http', 'sse'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`transports.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={styles.field}>
          <legend className={styles.label}>{t('headers')}</legend>
          <p className={styles.hint}>{t('headersHint')}</p>
          {headers.map((h, i) => (
            <div className={styles.headerRow} key={i}>
              <input className={styles.input} aria-label={t('headerName')} placeholder={t('headerName')} value={h.name} onChange={(e) => setHeaders(headers.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))} autoComplete="off" />
              <input className={styles.input} aria-label={t('headerValue')} placeholder={t('headerValue')} type="password" value={h.value} onChange={(e) => setHeaders(headers.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))} autoComplete="off" />
              <button type="button" className={styles.ghost} onClick={() => setHeaders(headers.filter((_, j) => j !== i))}>
                {t('removeHeader')}
              </button>
            </div>
          ))}
          {headers.length < 10 ? (
            <div>
              <button type="button" className={styles.ghost} onClick={() => setHeaders([...headers, { name: '', value: '' }])}>
                {t('addHeader')}
              </button>
            </div>
          ) : null}
        </fieldset>
        <div className={styles.actions}>
          <button className={styles.button} type="submit" disabled={busy !== null}>
            {busy === 'connect' ? t('connecting') : t('connect')}
          </button>
        </div>
        {failure ? (
          <p className={styles.error} role="alert" data-testid="playground-error">
            {t(failure.key)}
          </p>
        ) : null}
        {inspected ? (
          <p className={styles.hint} data-testid="playground-connected">
            {t('connected', { name: inspected.server.serverName ?? '?', version: inspected.server.serverVersion ?? '', transport: inspected.server.transport, protocol: inspected.server.protocolVersion ?? '?' })}
          </p>
        ) : null}
      </form>
      {offer ? (
        <div className={styles.layout}>
          <div className={styles.panel}>
            <h2>{t('tools', { count: offer.tools.length })}</h2>
            {offer.tools.length ? (
              <ul className={styles.list} data-testid="playground-tools">
                {offer.tools.map((x) => (
                  <li key={x.name} className={styles.item} aria-current={tool?.name === x.name}>
                    <div>
                      <code>{x.name}</code>
                      {x.description ? <p>{x.description}</p> : null}
                    </div>
                    <button type="button" className={styles.ghost} data-tool={x.name} onClick={() => (setTool(x), setCall(null), setFieldErrors([]))}>
                      {t('tryTool')}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.hint}>{t('none')}</p>
            )}
            <h2>{t('resources', { count: offer.resources.length })}</h2>
            <ul className={styles.list}>
              {offer.resources.map((r) => (
                <li key={r.uri} className={styles.item}>
                  <div>
                    <code>{r.uri}</code>
                    {r.description ? <p>{r.description}</p> : null}
                  </div>
                  {r.link ? (
                    <a href={r.link} target="_blank" rel="noopener noreferrer nofollow">
                      {t('open')}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
            <h2>{t('prompts', { count: offer.prompts.length })}</h2>
            <ul className={styles.list}>
              {offer.prompts.map((p) => (
                <li key={p.name} className={styles.item}>
                  <div>
                    <code>{p.name}</code>
                    {p.description ? <p>{p.description}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.layout} style={{ marginTop: 0, gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' }}>
            {tool ? (
              <section className={styles.panel} aria-labelledby="mcp-tool">
                <h2 id="mcp-tool">
                  <code>{tool.name}</code>
                </h2>
                {tool.description ? <p className={styles.hint}>{tool.description}</p> : null}
                <ToolRunner key={tool.name} tool={tool} busy={busy === 'call'} fieldErrors={fieldErrors} onCall={callTool} />
              </section>
            ) : null}
            {call ? <ResultView result={call.result} /> : null}
            <RpcLogView log={log} />
          </div>
        </div>
      ) : failure ? (
        <div className={styles.layout}>
          <RpcLogView log={log} />
        </div>
      ) : null}
    </div>
  )
}
