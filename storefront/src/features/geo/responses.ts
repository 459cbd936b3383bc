import { GeoCheckRefused } from '@aidir/cms/geo/startCheck'
import { ZodError } from 'zod'
import { geoApiMessages } from './messages'

/** The site's API envelope (SPEC §7): `{ code: 0, message: 'ok', data }` on success, `{ code, message }` otherwise. */
const noStore = { 'Cache-Control': 'no-store' }

export class GeoRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export const ok = (data: unknown, headers: Record<string, string> = noStore) => Response.json({ code: 0, message: 'ok', data }, { headers })
export const fail = (status: number, message: string, data: unknown = null) => Response.json({ code: status, message, data }, { status, headers: noStore })
export const loginFirst = () => fail(401, geoApiMessages.loginFirst)

/** The first issue of a zod error, with the path of the field it is about (the form marks that field). */
function zodProblem(err: ZodError): Response {
  const issue = err.issues[0]
  return fail(400, issue?.message ?? geoApiMessages.validationFailed, { field: issue?.path.map(String).join('.') ?? null })
}

/**
 * Known refusals become 4xx with their message; Payload's own 4xx (a record the user may not see is
 * "not found") keep their status. Anything else is a real fault and stays a 500.
 */
export function problem(err: unknown): Response {
  if (err instanceof ZodError) return zodProblem(err)
  if (err instanceof GeoCheckRefused) return fail(429, err.message)
  if (err instanceof GeoRefused) return fail(err.status, err.message)
  const status = (err as { status?: number })?.status
  if (typeof status === 'number' && status >= 400 && status < 500) return fail(status, status === 404 ? geoApiMessages.notFound : geoApiMessages.requestError)
  throw err
}

export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw new GeoRefused(400, geoApiMessages.validationFailed)
  }
}
