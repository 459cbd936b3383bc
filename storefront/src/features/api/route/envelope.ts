/**
 * The SPEC §7 envelope, the only answer shape of /api: `{ code: 0, message, data }` on success,
 * `{ code: <HTTP status>, message, data }` otherwise; `message` and `data` are always present.
 */
export const NO_STORE = 'no-store'

export type Envelope = { code: number; message: string; data: unknown }

export function envelopeResponse(status: number, body: Envelope, headers: HeadersInit = {}): Response {
  const response = Response.json(body, { status, headers })
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', NO_STORE)
  return response
}

/**
 * A success with a message other than 'ok' ('retry succeeded', 'Verification successful') or with
 * extra headers (a cookie); handlers that only have data return the data itself.
 */
export function reply(data: unknown, options: { message?: string; headers?: HeadersInit } = {}): Response {
  return Response.json({ code: 0, message: options.message ?? 'ok', data: data ?? null } satisfies Envelope, { headers: options.headers })
}
