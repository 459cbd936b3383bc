import { SafeFetchError, TrackerRefused, firstMessage, trackerMessages } from '@aidir/cms/tracker/index'
import { ZodError } from 'zod'

/** The site's API envelope (SPEC §7): `{ code: 0, data }` on success, `{ code, message }` otherwise. */
const noStore = { 'Cache-Control': 'no-store' }

export const ok = (data: unknown, headers: Record<string, string> = noStore) => Response.json({ code: 0, data }, { headers })
export const fail = (status: number, message: string) => Response.json({ code: status, message }, { status, headers: noStore })
export const loginFirst = () => fail(401, trackerMessages.loginFirst)

/** Known refusals become 4xx with their message; anything else is a real 500. */
export function problem(err: unknown): Response {
  if (err instanceof ZodError) return fail(400, firstMessage(err))
  if (err instanceof TrackerRefused) return fail(err.status, err.message)
  if (err instanceof SafeFetchError) return fail(422, 'Cannot obtain website information at present')
  throw err
}

export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw new TrackerRefused(400, trackerMessages.validationFailed)
  }
}
