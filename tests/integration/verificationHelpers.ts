import { withPeer } from '../../cms/src/lib/peerAddress'
import { createHash, randomBytes } from 'node:crypto'
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

/** A human-looking drag from 0 to x. */
export const dragTrace = (x: number): [number, number][] => Array.from({ length: 12 }, (_, i) => [Math.round((x * (i + 1)) / 12), i * 40])
