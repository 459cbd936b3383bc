import { withPeer } from '../../cms/src/lib/peerAddress'
import { createHash, randomBytes } from 'node:crypto'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { PUZZLE } from '../../cms/src/verification/puzzleImage'
import type { Proof, ProofChallenge } from '../../cms/src/verification/puzzleProofOfWork'
import { handDrag, seeded, type Point } from '../support/dragModels'
import { payload } from './helpers'

/** Requests to the storefront's route handlers, as a browser behind our proxy would send them. */
export const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]! % 250 + 1}`

export function call(path: string, init: { method?: string; ip?: string; token?: string; body?: unknown; query?: Record<string, string> } = {}): Request {
  const url = new URL(`http://storefront.test${path}`)
  url.searchParams.set('t', String(Date.now()))
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v)
  const headers: Record<string, string> = { 'x-real-ip': init.ip ?? randomIp() }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  return new Request(url, { method: init.method ?? 'GET', headers: withPeer(headers, '127.0.0.1'), body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body) })
}

export type Envelope<T = any> = { status: number; headers: Headers; code: number; message: string; data: T }

export async function envelope<T = any>(response: Response | Promise<Response>): Promise<Envelope<T>> {
  const r = await response
  const body = (await r.json()) as { code: number; message: string; data: T }
  return { status: r.status, headers: r.headers, ...body }
}

const pool = () => (payload.db as unknown as { pool: { query(text: string, values?: unknown[]): Promise<{ rows: any[] }> } }).pool

/** The stored answer of a challenge (what only the server knows). */
export async function answerOf(challengeId: string): Promise<number> {
  const hash = createHash('sha256').update(challengeId).digest('hex')
  const { rows } = await pool().query('SELECT x FROM puzzle_challenges WHERE id_hash = $1', [hash])
  return Number(rows[0].x)
}

export async function sql(text: string, values: unknown[] = []) {
  return (await pool().query(text, values)).rows
}

/** A signed-in customer: their id and a session token for the bearer header. */
export async function signedInCustomer() {
  const email = `customer-${randomBytes(4).toString('hex')}@example.com`
  const password = 'correct horse battery staple'
  const user = await payload.create({ collection: 'users', data: { email, password, role: 'customer', _verified: true } as never, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { id: user.id as number, token: token!, user: { ...user, collection: 'users' as const } }
}

/**
 * A hand-like drag onto x, the way the dialog records it: one that falls short and is corrected after
 * a look, which the trace rules accept every time (tests/support/dragModels.ts).
 */
export function dragTrace(x: number, seed = x): { input: 'pointer'; points: Point[] } {
  const points = handDrag(x, PUZZLE.width - PUZZLE.piece, seeded(seed), { landing: 0.85 })
  points[points.length - 1]![0] = Math.round(x)
  return { input: 'pointer', points }
}

/** Solves a puzzle's proof-of-work as the browser does (same derivation, Node's PBKDF2). */
export async function solvedProof(challenge: ProofChallenge): Promise<Proof> {
  const solution = await solveChallenge({ challenge, deriveKey })
  return { challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } }
}

/** The body the dialog posts for a drop at x on the puzzle `challenge`. */
export async function answerBody(challenge: { challengeId: string; proof: ProofChallenge }, x: number) {
  return { challengeId: challenge.challengeId, x, trace: dragTrace(x), proof: await solvedProof(challenge.proof) }
}
