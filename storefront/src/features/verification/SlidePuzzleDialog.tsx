'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { Proof, ProofChallenge } from '@aidir/cms/verification'
import { apiRequest } from '@/features/session/client'
import styles from './SlidePuzzleDialog.module.css'
import { solveProof } from './solveProof'
import { useVerificationT } from './useVerificationT'

type Challenge = { challengeId: string; background: string; piece: string; width: number; height: number; pieceSize: number; y: number; proof: ProofChallenge }
/** [x, y, t]: pointer travel (or the slider's offset, for keys) and ms since the drag (or the puzzle) began. */
type Trace = { input: 'pointer' | 'keys'; points: [number, number, number][] }
/** The server reads at most this many samples. */
const MAX_TRACE_POINTS = 600
type Status = 'loading' | 'ready' | 'checking' | 'success' | 'failure' | 'error'

/** How long the outcome stays visible before the dialog hands over (success) or deals again (failure). */
const SUCCESS_PAUSE_MS = 600
const FAILURE_PAUSE_MS = 1000

/**
 * "Security verification" (SPEC §2): drag the slider until the piece fills the gap. Works with a
 * mouse, touch or the keyboard (arrows move, Shift+arrows move 10 px, Home/End, Enter confirms).
 * A success hands the single-use verification token to `onVerified`; a failure shows the SPEC
 * message and deals a new puzzle.
 */
export function SlidePuzzleDialog({ open, onClose, onVerified }: { open: boolean; onClose: () => void; onVerified: (token: string) => void }) {
  const { t, locale } = useVerificationT()
  const titleId = useId()
  const [challenge, setChallenge] = useState<Challenge | null>(null)
  const [status, setStatus] = useState<Status>('loading')
  const [message, setMessage] = useState('')
  const [offset, setOffset] = useState(0)
  // How long the last proof-of-work took (ms), shown as a data attribute for measurements.
  const [proofMs, setProofMs] = useState<number | null>(null)
  const handleRef = useRef<HTMLDivElement>(null)
  const drag = useRef<{ startX: number; startY: number; startOffset: number; began: number; trace: Trace } | null>(null)
  // Key presses since the puzzle became ready: the server judges their pace as it judges a drag.
  const keys = useRef<{ began: number; trace: Trace }>({ began: 0, trace: { input: 'keys', points: [] } })
  // The puzzle's proof-of-work, solved in the background from the moment it arrives.
  const proof = useRef<{ abort: AbortController; solved: Promise<Proof | null> } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const load = useCallback(async () => {
    clearTimeout(timer.current)
    setStatus('loading')
    setMessage('')
    setOffset(0)
    proof.current?.abort.abort()
    proof.current = null
    const answer = await apiRequest<Challenge>('/api/account/getCoordinateCode', { formEncoded: true })
    if (answer.code === 0 && answer.data) {
      const abort = new AbortController()
      const started = performance.now()
      setProofMs(null)
      const solved = solveProof(answer.data.proof, abort.signal)
        .then((result) => {
          if (result) setProofMs(Math.round(performance.now() - started))
          return result
        })
        .catch(() => null)
      proof.current = { abort, solved }
      keys.current = { began: performance.now(), trace: { input: 'keys', points: [[0, 0, 0]] } }
      setChallenge(answer.data)
      setStatus('ready')
    } else {
      setChallenge(null)
      setStatus('error')
      setMessage(answer.status === 429 ? answer.message || t('phone.rateLimited') : t('puzzle.loadFailed'))
    }
  }, [locale, t])

  useEffect(() => {
    if (open) void load()
    return () => {
      clearTimeout(timer.current)
      proof.current?.abort.abort()
    }
  }, [open, load])

  useEffect(() => {
    if (open && status === 'ready') handleRef.current?.focus()
  }, [open, status])

  const maxOffset = challenge ? challenge.width - challenge.pieceSize : 0

  const submit = useCallback(
    async (x: number, trace: Trace) => {
      if (!challenge) return
      setStatus('checking')
      setMessage(t('puzzle.checking'))
      const solved = await proof.current?.solved
      // Aborted: a new puzzle is on its way, and this answer belongs to the old one.
      if (!solved) return
      const answer = await apiRequest<{ verifyToken: string }>('/api/account/checkCoordinateCode', {
        method: 'POST',
        body: { challengeId: challenge.challengeId, x: Math.round(x), trace, proof: solved },
      })
      if (answer.code === 0 && answer.data?.verifyToken) {
        setStatus('success')
        setMessage(t('puzzle.success'))
        const token = answer.data.verifyToken
        timer.current = setTimeout(() => onVerified(token), SUCCESS_PAUSE_MS)
      } else {
        setStatus('failure')
        setMessage(answer.status === 429 ? answer.message || t('phone.rateLimited') : t('puzzle.failure'))
        timer.current = setTimeout(() => void load(), FAILURE_PAUSE_MS)
      }
    },
    [challenge, locale, load, onVerified, t],
  )

  if (!open) return null
  const interactive = status === 'ready'

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!interactive) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { startX: event.clientX, startY: event.clientY, startOffset: offset, began: event.timeStamp, trace: { input: 'pointer', points: [[offset, 0, 0]] } }
  }
  // Where the pointer is relative to the press, unclamped: the path a hand took, not the handle's.
  const sample = (d: NonNullable<typeof drag.current>, event: React.PointerEvent<HTMLDivElement>): [number, number, number] => [
    Math.round(d.startOffset + event.clientX - d.startX),
    Math.round(event.clientY - d.startY),
    Math.max(0, Math.round(event.timeStamp - d.began)),
  ]
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d) return
    const next = Math.min(maxOffset, Math.max(0, d.startOffset + event.clientX - d.startX))
    setOffset(next)
    if (d.trace.points.length < MAX_TRACE_POINTS - 1) d.trace.points.push(sample(d, event))
  }
  const onPointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    drag.current = null
    if (!d) return
    const final = Math.min(maxOffset, Math.max(0, d.startOffset + event.clientX - d.startX))
    d.trace.points.push(sample(d, event))
    setOffset(final)
    if (final !== d.startOffset) void submit(final, d.trace)
  }
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!interactive) return
    const step = event.shiftKey ? 10 : 1
    const moves: Record<string, number> = { ArrowRight: offset + step, ArrowUp: offset + step, ArrowLeft: offset - step, ArrowDown: offset - step, Home: 0, End: maxOffset }
    if (event.key in moves) {
      event.preventDefault()
      const next = Math.min(maxOffset, Math.max(0, moves[event.key]!))
      const k = keys.current
      if (next !== offset && k.trace.points.length < MAX_TRACE_POINTS) k.trace.points.push([next, 0, Math.round(performance.now() - k.began)])
      setOffset(next)
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      void submit(offset, keys.current.trace)
    }
  }

  return (
    <div className={styles.backdrop} onClick={onClose} data-testid="slide-puzzle">
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-proof-ms={proofMs ?? undefined}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose()
        }}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('puzzle.title')}
          </h2>
          <button type="button" className={styles.iconButton} onClick={() => void load()} aria-label={t('puzzle.refresh')} title={t('puzzle.refresh')} disabled={status === 'checking'}>
            ↻
          </button>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('puzzle.close')} title={t('puzzle.close')}>
            ×
          </button>
        </div>
        <p className={styles.instructions}>{t('puzzle.instructions')}</p>
        <div className={styles.stage} style={{ width: challenge?.width ?? 320, height: challenge?.height ?? 160 }} aria-busy={status === 'loading'}>
          {challenge ? (
            <>
              {/* eslint-disable-next-line @next/next/no-img-element -- a data URL per challenge; nothing to optimise */}
              <img src={challenge.background} alt={t('puzzle.imageAlt')} width={challenge.width} height={challenge.height} className={styles.background} draggable={false} />
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={challenge.piece}
                alt=""
                width={challenge.pieceSize}
                height={challenge.pieceSize}
                className={styles.piece}
                style={{ left: offset, top: challenge.y }}
                draggable={false}
                data-testid="slide-puzzle-piece"
              />
            </>
          ) : (
            <span className={styles.placeholder}>{status === 'loading' ? t('puzzle.loading') : ''}</span>
          )}
        </div>
        <div className={styles.track} style={{ width: challenge?.width ?? 320 }} data-status={status}>
          <div className={styles.fill} style={{ width: offset + (challenge?.pieceSize ?? 58) / 2 }} />
          <div
            ref={handleRef}
            className={styles.handle}
            style={{ left: offset, width: challenge?.pieceSize ?? 58 }}
            role="slider"
            tabIndex={interactive ? 0 : -1}
            aria-label={t('puzzle.slider')}
            aria-valuemin={0}
            aria-valuemax={maxOffset}
            aria-valuenow={Math.round(offset)}
            aria-disabled={!interactive}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (drag.current = null)}
            onKeyDown={onKeyDown}
            data-testid="slide-puzzle-handle"
          >
            →
          </div>
        </div>
        <p className={styles.message} role="status" aria-live="polite" data-status={status} data-testid="slide-puzzle-message">
          {message}
        </p>
      </div>
    </div>
  )
}
