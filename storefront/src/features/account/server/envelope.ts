import type { z } from 'zod'
import { fieldReason } from './schemas'

/**
 * The /api response envelope (SPEC §7): `{ code: 0, data }` on success, `{ code, message }` with a
 * non-zero code (the HTTP status) on errors. Account answers are personal: never cached.
 */
const noStore = { 'Cache-Control': 'private, no-store' }

export const ok = (data: unknown = null) => Response.json({ code: 0, data }, { headers: noStore })

export const fail = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ code: status, message }, { status, headers: { ...noStore, ...headers } })

export const unauthorized = () => fail(401, 'Please login first')

export const tooMany = (retryAfter: number) => fail(429, 'Too many attempts, please try again later', { 'Retry-After': String(retryAfter) })

/**
 * The first problem of a rejected body or query, as the message of a 400; a field message the
 * pages translate also carries its `reason` (schemas.ts fieldMessages).
 */
export function invalid(error: z.ZodError) {
  const message = error.issues[0]?.message ?? 'Invalid request'
  const reason = fieldReason(message)
  if (!reason) return fail(400, message)
  return Response.json({ code: 400, message, reason }, { status: 400, headers: noStore })
}

/** A JSON body, or undefined when it is not JSON (the schema then reports what is missing). */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return undefined
  }
}

export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)
