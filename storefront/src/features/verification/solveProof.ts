import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import type { Proof, ProofChallenge } from '@aidir/cms/verification'

/**
 * Solves a puzzle's proof-of-work in the browser. PBKDF2 runs in WebCrypto, off the main thread,
 * so the page stays responsive; it starts when the puzzle arrives and is done, typically, before
 * the person has dragged the piece. Resolves to null when aborted (a new puzzle was dealt).
 */
export async function solveProof(challenge: ProofChallenge, signal: AbortSignal): Promise<Proof | null> {
  const controller = new AbortController()
  signal.addEventListener('abort', () => controller.abort(), { once: true })
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 })
  if (!solution) return null
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }
}
