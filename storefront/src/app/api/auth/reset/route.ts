import { resetPassword } from '@aidir/cms/accounts/accountService'
import { accountErrorResponse } from '@/features/account/server/accountErrors'
import { limit } from '@/features/account/server/context'
import { invalid, jsonBody, ok } from '@/features/account/server/envelope'
import { returnWithTicket } from '@/features/account/server/returnAddress'
import { resetBody } from '@/features/account/server/schemas'
import { getPayload } from '@/lib/payload'

/** POST /api/auth/reset: the mailed reset token and a new password; signs in (ticket). */
export async function POST(request: Request) {
  const body = resetBody.safeParse(await jsonBody(request))
  if (!body.success) return invalid(body.error)
  const payload = await getPayload()
  const limited = await limit(payload, 'reset', request)
  if (limited) return limited
  try {
    const { ticket } = await resetPassword(payload, body.data)
    return ok({ redirect: returnWithTicket(request, body.data.from, ticket), ticket })
  } catch (error) {
    return accountErrorResponse(error)
  }
}
