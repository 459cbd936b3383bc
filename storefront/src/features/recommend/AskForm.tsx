'use client'

import '@/features/security/zodJitless'
import { SCENARIO_MAX, scenarioText, type Plan } from '@aidir/cms/recommend'
import { useEffect, useId, useRef, useState } from 'react'
import { apiRequest } from '@/features/session/client'
import { routes } from '@/lib/routes'
import { messageKeys } from './messages'
import { PlanView, type PlanTexts } from './PlanView'
import styles from './recommend.module.css'

export type AskTexts = {
  label: string
  placeholder: string
  submit: string
  sending: string
  counter: string
  examplesTitle: string
  results: string
  noResultTitle: string
  noResultBody: string
  close: string
  messages: Record<string, string>
  examples: string[]
  plan: PlanTexts
}

type Kind = 'solutions' | 'assistant'
const endpoint: Record<Kind, string> = { solutions: '/api/solutions', assistant: '/api/mcp/assistant' }
const field: Record<Kind, 'scenario' | 'need'> = { solutions: 'scenario', assistant: 'need' }

/**
 * The question box of both pages. Checked in the browser with the server's own rules first, then
 * asked; a scenario's plan opens on its own page (`/solutions/{cacheId}`, shareable), the
 * assistant's servers show below the form. When nothing fits, a dialog says "No recommendations"
 * and offers other scenarios. `?ask=` (a history link) asks at once.
 */
export function AskForm({ kind, texts, prefix }: { kind: Kind; texts: AskTexts; prefix: string }) {
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [plan, setPlan] = useState<Plan | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const messageOf = (message: string | undefined) => {
    const key = message ? messageKeys[message] : undefined
    return (key && texts.messages[key.slice('messages.'.length)]) || texts.messages.requestError!
  }

  async function ask(value: string) {
    const parsed = scenarioText.safeParse(value)
    if (!parsed.success) return setError(messageOf(parsed.error.issues[0]?.message))
    setError(null)
    setSending(true)
    const answer = await apiRequest<{ plan: Plan }>(endpoint[kind], { method: 'POST', body: { [field[kind]]: parsed.data } })
    setSending(false)
    if (answer.code !== 0 || !answer.data) return setError(messageOf(answer.message))
    const found = answer.data.plan
    if (found.steps.length === 0) {
      setPlan(null)
      dialog.current?.showModal()
      return
    }
    if (kind === 'solutions') window.location.assign(`${prefix}${routes.solution(found.cacheId)}`)
    else setPlan(found)
  }

  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('ask')
    if (asked) {
      setText(asked)
      void ask(asked)
    }
    // Once, on arrival from a history link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const pick = (example: string) => {
    dialog.current?.close()
    setText(example)
    void ask(example)
  }
  const errorId = `${id}-error`
  return (
    <>
      <form
        className={styles.form}
        noValidate
        data-testid={`${kind}-form`}
        onSubmit={(event) => {
          event.preventDefault()
          void ask(text)
        }}
      >
        <label htmlFor={`${id}-text`} className={styles.label}>
          {texts.label}
        </label>
        <textarea
          id={`${id}-text`}
          name={field[kind]}
          className={styles.textarea}
          rows={3}
          value={text}
          placeholder={texts.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value)
            if (error) setError(null)
          }}
        />
        <div className={styles.formRow}>
          <span className={styles.counter} aria-live="polite">
            {texts.counter.replace('{{count}}', String(text.length)).replace('{{max}}', String(SCENARIO_MAX))}
          </span>
          <button type="submit" className={styles.submit} disabled={sending} data-testid="ask-submit">
            {sending ? texts.sending : texts.submit}
          </button>
        </div>
        {error ? (
          <p id={errorId} className={styles.error} role="alert" data-testid="ask-error">
            {error}
          </p>
        ) : null}
        <div className={styles.examples}>
          <span className={styles.examplesTitle}>{texts.examplesTitle}</span>
          {texts.examples.map((example) => (
            <button key={example} type="button" className={styles.chip} onClick={() => pick(example)}>
              {example}
            </button>
          ))}
        </div>
      </form>
      {plan ? (
        <section className={styles.results} aria-live="polite" data-testid="assistant-results">
          <h2>{texts.results}</h2>
          <PlanView plan={plan} prefix={prefix} texts={texts.plan} numbered={false} />
        </section>
      ) : null}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-none`} data-testid="no-result-dialog">
        <h2 id={`${id}-none`}>{texts.noResultTitle}</h2>
        <p>{texts.noResultBody}</p>
        <ul className={styles.dialogList}>
          {texts.examples.map((example) => (
            <li key={example}>
              <button type="button" className={styles.chip} onClick={() => pick(example)}>
                {example}
              </button>
            </li>
          ))}
        </ul>
        <form method="dialog">
          <button type="submit" className={styles.secondary}>
            {texts.close}
          </button>
        </form>
      </dialog>
    </>
  )
}
