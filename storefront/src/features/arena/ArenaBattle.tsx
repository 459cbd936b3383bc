'use client'

import { useRef, useState } from 'react'
import { apiRequest, apiStream } from '@/features/session/client'
import styles from './arena.module.css'

type Side = 'a' | 'b'
type Outcome = 'a' | 'b' | 'tie' | 'bad'
type Pane = { text: string; state: 'waiting' | 'streaming' | 'done' | 'failed' }
type Reveal = { outcome: Outcome; valid: boolean; voidReason: 'identity' | null; sandbox: boolean; models: Record<Side, { label: string }> }

export type ArenaTexts = {
  promptLabel: string
  placeholder: string
  start: string
  again: string
  modelA: string
  modelB: string
  waiting: string
  voteHint: string
  votes: Record<Outcome, string>
  revealed: string
  yourVote: string
  sandbox: string
  sandboxVote: string
  voided: string
  signIn: string
  signInLink: string
  counter: string
  /** The API's English messages, translated. */
  messages: Record<string, string>
  fallbackError: string
}

/**
 * The arena's one interactive piece: the prompt, two panes filling as their answers stream, the
 * four votes (enabled once both answers are complete) and the reveal of the models.
 */
export function ArenaBattle({ texts, signInHref, maxChars }: { texts: ArenaTexts; signInHref: string; maxChars: number }) {
  const [prompt, setPrompt] = useState('')
  const [battle, setBattle] = useState<{ id: string; sandbox: boolean } | null>(null)
  const [panes, setPanes] = useState<Record<Side, Pane>>({ a: { text: '', state: 'waiting' }, b: { text: '', state: 'waiting' } })
  const [error, setError] = useState<string | null>(null)
  const [needsSignIn, setNeedsSignIn] = useState(false)
  const [busy, setBusy] = useState(false)
  const [reveal, setReveal] = useState<Reveal | null>(null)
  const abort = useRef<AbortController | null>(null)
  const message = (m: string) => texts.messages[m] ?? texts.fallbackError

  const update = (side: Side, change: (pane: Pane) => Pane) => setPanes((p) => ({ ...p, [side]: change(p[side]) }))

  async function stream(id: string, side: Side, signal: AbortSignal) {
    update(side, () => ({ text: '', state: 'streaming' }))
    try {
      const response = await apiStream(`/api/arena/battles/${id}/answers/${side}`, { signal })
      if (!response.ok || !response.body) throw new Error(String(response.status))
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let buffered = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffered += value
        const lines = buffered.split('\n')
        buffered = lines.pop() ?? ''
        for (const line of lines) {
          if (!line) continue
          const event = JSON.parse(line) as { type: 'chunk'; text: string } | { type: 'done' } | { type: 'failed'; message: string }
          if (event.type === 'chunk') update(side, (p) => ({ ...p, text: p.text + event.text }))
          else if (event.type === 'done') update(side, (p) => ({ ...p, state: 'done' }))
          else {
            update(side, (p) => ({ ...p, state: 'failed' }))
            setError(message(event.message))
          }
        }
      }
      update(side, (p) => (p.state === 'streaming' ? { ...p, state: 'failed' } : p))
    } catch {
      if (signal.aborted) return
      update(side, (p) => ({ ...p, state: 'failed' }))
      setError(texts.fallbackError)
    }
  }

  async function start(event: React.FormEvent) {
    event.preventDefault()
    abort.current?.abort()
    setError(null)
    setReveal(null)
    setBattle(null)
    setBusy(true)
    const answer = await apiRequest<{ id: string; sandbox: boolean }>('/api/arena/battles', { body: { prompt } })
    setBusy(false)
    if (answer.status === 401) return setNeedsSignIn(true)
    if (answer.code !== 0 || !answer.data) return setError(message(answer.message))
    const controller = new AbortController()
    abort.current = controller
    setBattle(answer.data)
    await Promise.all([stream(answer.data.id, 'a', controller.signal), stream(answer.data.id, 'b', controller.signal)])
  }

  async function vote(outcome: Outcome) {
    if (!battle) return
    setBusy(true)
    const answer = await apiRequest<Reveal>(`/api/arena/battles/${battle.id}/vote`, { body: { outcome } })
    setBusy(false)
    if (answer.status === 401) return setNeedsSignIn(true)
    if (answer.code !== 0 || !answer.data) return setError(message(answer.message))
    setReveal(answer.data)
  }

  const canVote = battle !== null && reveal === null && panes.a.state === 'done' && panes.b.state === 'done' && !busy
  const chars = [...prompt].length

  return (
    <div className={styles.arena}>
      <form onSubmit={start} className={styles.prompt}>
        <label htmlFor="arena-prompt">{texts.promptLabel}</label>
        <textarea id="arena-prompt" data-testid="arena-prompt" value={prompt} onChange={(e) => setPrompt(e.target.value)} placeholder={texts.placeholder} rows={4} maxLength={maxChars * 2} />
        <div className={styles.promptBar}>
          <span className={chars > maxChars ? styles.over : undefined}>{texts.counter.replace('{{count}}', String(chars)).replace('{{max}}', String(maxChars))}</span>
          <button type="submit" disabled={busy} data-testid="arena-start">{battle ? texts.again : texts.start}</button>
        </div>
      </form>
      {needsSignIn ? (
        <p className={styles.notice} role="alert" data-testid="arena-sign-in">
          {texts.signIn} <a href={signInHref}>{texts.signInLink}</a>
        </p>
      ) : null}
      {error ? <p className={styles.error} role="alert" data-testid="arena-error">{error}</p> : null}
      {battle ? (
        <>
          {battle.sandbox ? <p className={styles.sandbox} data-testid="arena-sandbox">{texts.sandbox}</p> : null}
          <div className={styles.panes}>
            {(['a', 'b'] as const).map((side) => (
              <section key={side} className={styles.pane} aria-live="polite" aria-busy={panes[side].state === 'streaming'} data-side={side} data-state={panes[side].state} data-testid={`arena-pane-${side}`}>
                <h2>{reveal ? `${side === 'a' ? texts.modelA : texts.modelB}: ${reveal.models[side].label}` : side === 'a' ? texts.modelA : texts.modelB}</h2>
                <div className={styles.answer}>{panes[side].text || (panes[side].state === 'streaming' ? texts.waiting : '')}</div>
              </section>
            ))}
          </div>
          <div className={styles.votes} role="group" aria-label={texts.voteHint}>
            {(['a', 'b', 'tie', 'bad'] as const).map((o) => (
              <button key={o} type="button" disabled={!canVote} onClick={() => vote(o)} aria-pressed={reveal?.outcome === o} data-testid={`arena-vote-${o}`}>
                {texts.votes[o]}
              </button>
            ))}
          </div>
          {!reveal ? <p className={styles.hint}>{texts.voteHint}</p> : null}
          {reveal ? (
            <p className={styles.reveal} role="status" data-testid="arena-reveal">
              {texts.revealed} {texts.yourVote.replace('{{vote}}', texts.votes[reveal.outcome])}
              {reveal.sandbox ? ` ${texts.sandboxVote}` : ''}
              {reveal.voidReason === 'identity' ? ` ${texts.voided}` : ''}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
