import { signInWithPassword } from '@aidir/cms/accounts/accountService'
import { accountErrorResponse } from '@/features/account/server/accountErrors'
import { clientAddress, limit } from '@/features/account/server/context'
import { invalid, jsonBody, ok } from '@/features/account/server/envelope'
import { returnWithTicket } from '@/features/account/server/returnAddress'
import { signInBody } from '@/features/account/server/schemas'
import { getPayload } from '@/lib/payload'

/** POST /api/auth/signin: email + password; answers the return address carrying a one-time ticket. */
export async function POST(request: Request) {
  const body = signInBody.safeParse(await jsonBody(request))
  if (!body.success) return invalid(body.error)
  const limited = limit('signin', [clientAddress(request), body.data.email.toLowerCase()])
  if (limited) return limited
  try {
    const { ticket } = await signInWithPassword(await getPayload(), body.data)
    return ok({ redirect: returnWithTicket(request, body.data.from, ticket), ticket })
  } catch (error) {
    return accountErrorResponse(error)
  }
}
