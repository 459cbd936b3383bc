'use client'

import { useEffect, useState } from 'react'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { useUser } from '@/features/account/client/useUser'
import { routes } from '@/lib/routes'
import { apiRequest, type ApiAnswer } from '@/features/session/client'
import { useSubmitT } from './SubmitI18n'
import styles from './submit.module.css'
import type { SubmissionView as Submission } from '@aidir/cms/mcpSubmit'

type Source = 'server-json' | 'repository'
type Method = 'npm' | 'pypi' | 'http'
type Failure = { message: string; field: string | null; problems: { path: string; message: string }[]; existing: number | null }

const methods: Method[] = ['npm', 'pypi', 'http']

function failureOf(answer: ApiAnswer<unknown>, fallback: string): Failure {
  const data = (answer.data ?? {}) as { problems?: Failure['problems']; submission?: unknown }
  // A second submission of the same server answers the first one's id: the page offers to continue it.
  const existing = typeof data.submission === 'number' ? data.submission : null
  return { message: answer.message || fallback, field: answer.field, problems: Array.isArray(data.problems) ? data.problems : [], existing }
}

/**
 * The submission in three steps: describe the server (server.json or the repository form) and
 * choose a proof, publish the exact marker we show and press Verify, then follow the review. The
 * address carries `?id=` once submitted, so a reload or a link from My MCP resumes it. Every
 * message comes from the server in the reader's language.
 */
export function SubmitFlow({ signInHref }: { signInHref: string }) {
  const { t, i18n } = useSubmitT()
  const { localePrefix } = useAccountConfig()
  const signedIn = useUser((s) => Boolean(s.token))
  const [source, setSource] = useState<Source>('server-json')
  const [method, setMethod] = useState<Method>('npm')
  const [values, setValues] = useState({ serverJson: '', repositoryUrl: '', name: '', description: '', version: '', packageName: '' })
  const [submission, setSubmission] = useState<Submission | null>(null)
  const [busy, setBusy] = useState<'submit' | 'verify' | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!signedIn) return
    const id = new URLSearchParams(location.search).get('id')
    if (!id || !/^\d+$/.test(id)) return
    void apiRequest<Submission>(`/api/mcp/submissions/${id}`).then((answer) => {
      if (answer.code === 0 && answer.data) setSubmission(answer.data)
    })
  }, [signedIn])

  if (!signedIn) {
    return (
      <p className={styles.panel}>
        <a className={styles.button} href={signInHref} data-testid="mcp-submit-sign-in">
          {t('signIn')}
        </a>
      </p>
    )
  }

  const show = (next: Submission) => {
    setSubmission(next)
    history.replaceState(null, '', `?id=${next.id}`)
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setBusy('submit')
    setFailure(null)
    const packageName = method === 'http' ? undefined : values.packageName || undefined
    const body =
      source === 'server-json'
        ? { source, serverJson: values.serverJson, method, packageName }
        : { source, repositoryUrl: values.repositoryUrl, name: values.name, description: values.description, version: values.version, method, packageName }
    const answer = await apiRequest<Submission>('/api/mcp/submissions', { method: 'POST', body })
    setBusy(null)
    if (answer.code === 0 && answer.data) show(answer.data)
    else setFailure(failureOf(answer, t('errors.request')))
  }

  async function verify() {
    if (!submission) return
    setBusy('verify')
    setFailure(null)
    const answer = await apiRequest<Submission | { submission?: Submission }>(`/api/mcp/submissions/${submission.id}/verify`, { method: 'POST' })
    setBusy(null)
    if (answer.code === 0 && answer.data) return setSubmission(answer.data as Submission)
    const latest = (answer.data as { submission?: Submission } | null)?.submission
    if (latest) setSubmission(latest)
    setFailure(failureOf(answer, t('errors.request')))
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      setTimeout(() => setCopied(false), 1500)
    } catch {
      setCopied(false)
    }
  }

  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [key]: e.target.value }))
  const step = !submission ? 0 : submission.status === 'awaiting_proof' ? 1 : 2
  const fieldError = (name: string) => (failure?.field === name ? <p className={styles.error}>{failure.message}</p> : null)
  const generalError = failure && !['serverJson', 'repositoryUrl', 'name', 'description', 'version', 'packageName'].includes(failure.field ?? '') ? (
    <p className={styles.error} role="alert" data-testid="mcp-submit-error">
      {failure.message}
      {failure.existing !== null && (
        <>
          {' '}
          <a href={`${localePrefix}${routes.mcpSubmit()}?id=${failure.existing}`}>{t('mine.open')}</a>
        </>
      )}
    </p>
  ) : null

  return (
    <div data-testid="mcp-submit-flow">
      <ol className={styles.steps}>
        {(['describe', 'prove', 'review'] as const).map((name, i) => (
          <li key={name} aria-current={i === step ? 'step' : undefined}>
            {t(`steps.${name}`)}
          </li>
        ))}
      </ol>

      {!submission && (
        <form className={styles.panel} onSubmit={submit} data-testid="mcp-submit-form">
          <fieldset className={styles.field}>
            <legend className={styles.label}>{t('form.source')}</legend>
            <div className={styles.choices}>
              {(['server-json', 'repository'] as const).map((s) => (
                <label key={s}>
                  <input type="radio" name="source" value={s} checked={source === s} onChange={() => setSource(s)} /> {t(`form.sources.${s}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {source === 'server-json' ? (
            <label className={styles.field}>
              <span className={styles.label}>{t('form.serverJson')}</span>
              <textarea className={styles.textarea} name="serverJson" value={values.serverJson} onChange={set('serverJson')} spellCheck={false} required />
              <span className={styles.hint}>{t('form.serverJsonHint')}</span>
              {fieldError('serverJson')}
            </label>
          ) : (
            <>
              <label className={styles.field}>
                <span className={styles.label}>{t('form.repositoryUrl')}</span>
                <input className={styles.input} name="repositoryUrl" type="url" value={values.repositoryUrl} onChange={set('repositoryUrl')} placeholder="https://github.com/owner/weather" required />
                {fieldError('repositoryUrl')}
              </label>
              <label className={styles.field}>
                <span className={styles.label}>{t('form.name')}</span>
                <input className={styles.input} name="name" value={values.name} onChange={set('name')} placeholder="io.github.owner/weather" required />
                <span className={styles.hint}>{t('form.nameHint')}</span>
                {fieldError('name')}
              </label>
              <label className={styles.field}>
                <span className={styles.label}>{t('form.description')}</span>
                <input className={styles.input} name="description" value={values.description} onChange={set('description')} maxLength={100} required />
                {fieldError('description')}
              </label>
              <label className={styles.field}>
                <span className={styles.label}>{t('form.version')}</span>
                <input className={styles.input} name="version" value={values.version} onChange={set('version')} placeholder="1.0.0" required />
                {fieldError('version')}
              </label>
            </>
          )}
          {failure?.problems.length ? (
            <div>
              <p className={styles.hint}>{t('form.problems')}</p>
              <ul className={styles.problems} data-testid="mcp-submit-problems">
                {failure.problems.map((p, i) => (
                  <li key={i}>
                    <code>{p.path}</code> {p.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <fieldset className={styles.field}>
            <legend className={styles.label}>{t('form.method')}</legend>
            <div className={styles.choices}>
              {methods.map((m) => (
                <label key={m}>
                  <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} /> {t(`form.methods.${m}`)}
                </label>
              ))}
            </div>
            <span className={styles.hint}>{t(`form.methodHints.${method}`)}</span>
          </fieldset>
          {method !== 'http' && (
            <label className={styles.field}>
              <span className={styles.label}>{t('form.packageName')}</span>
              <input className={styles.input} name="packageName" value={values.packageName} onChange={set('packageName')} placeholder={method === 'npm' ? '@owner/weather-mcp' : 'weather-mcp'} />
              <span className={styles.hint}>{t('form.packageHint')}</span>
              {fieldError('packageName')}
            </label>
          )}
          {generalError}
          <div className={styles.actions}>
            <button className={styles.button} type="submit" disabled={busy !== null}>
              {busy === 'submit' ? t('form.submitting') : t('form.submit')}
            </button>
          </div>
        </form>
      )}

      {submission && (
        <section className={styles.panel} data-testid="mcp-submit-status" data-status={submission.status}>
          <h2>
            {submission.title ?? submission.name} <span className={styles.hint}>{submission.name}</span>
          </h2>
          <p className={styles.status}>{t(`status.${submission.status}`)}</p>
          {submission.status === 'awaiting_proof' && (
            <>
              <h3>{t('proof.title')}</h3>
              <p>{t(`proof.${submission.method}`, { target: submission.target })}</p>
              <div className={styles.marker}>
                <code data-testid="mcp-submit-marker">{submission.marker}</code>
                <button type="button" className={styles.ghost} onClick={() => void copy(submission.marker)}>
                  {copied ? t('proof.copied') : t('proof.copy')}
                </button>
              </div>
              {submission.challengeUrl && (
                <>
                  <p>{t('proof.httpAt')}</p>
                  <div className={styles.marker}>
                    <code data-testid="mcp-submit-challenge-url">{submission.challengeUrl}</code>
                  </div>
                </>
              )}
              {submission.checkedAt && <p className={styles.hint}>{t('proof.lastChecked', { date: date(submission.checkedAt) })}</p>}
              {generalError}
              <div className={styles.actions}>
                <button type="button" className={styles.button} onClick={() => void verify()} disabled={busy !== null} data-testid="mcp-submit-verify">
                  {busy === 'verify' ? t('proof.verifying') : t('proof.verify')}
                </button>
              </div>
            </>
          )}
          {submission.provedAt && <p className={styles.hint}>{t('proof.proved', { date: date(submission.provedAt) })}</p>}
          {submission.status === 'in_review' && <p>{t('review.in_review')}</p>}
          {submission.status === 'approved' && (
            <p>
              {t('review.approved')}{' '}
              {submission.serverKey && (
                <a href={`${localePrefix}${routes.mcpServer(submission.serverKey)}`} data-testid="mcp-submit-server-link">
                  {t('review.open')}
                </a>
              )}
            </p>
          )}
          {submission.status === 'rejected' && <p>{t('review.rejected', { reason: submission.rejectionReason ?? '' })}</p>}
          {submission.status !== 'awaiting_proof' && (
            <p>
              <a href={`${localePrefix}${routes.mcpSubmit()}`}>{t('review.again')}</a>
            </p>
          )}
        </section>
      )}
    </div>
  )
}
