import { verifyAccount } from '@aidir/cms/accounts/accountService'
import { accountErrorResponse } from '@/features/account/server/accountErrors'
import { limit } from '@/features/account/server/context'
import { invalid, jsonBody, ok } from '@/features/account/server/envelope'
import { returnWithTicket } from '@/features/account/server/returnAddress'
import { verifyBody } from '@/features/account/server/schemas'
import { getPayload } from '@/lib/payload'

/** POST /api/auth/verify: the mailed verification token; verifies and signs in (ticket). */
export async function POST(request: Request) {
  const body = verifyBody.safeParse(await jsonBody(request))
  if (!body.success) return invalid(body.error)
  const payload = await getPayload()
  const limited = await limit(payload, 'verify', request)
  if (limited) return limited
  try {
    const { ticket } = await verifyAccount(payload, body.data.token)
    return ok({ redirect: returnWithTicket(request, body.data.from, ticket), ticket })
  } catch (error) {
    return accountErrorResponse(error)
  }
}
