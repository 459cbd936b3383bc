import { registerAccount } from '@aidir/cms/accounts/accountService'
import { accountErrorResponse } from '@/features/account/server/accountErrors'
import { limit } from '@/features/account/server/context'
import { invalid, jsonBody, ok } from '@/features/account/server/envelope'
import { checkedReturn } from '@/features/account/server/returnAddress'
import { registerBody } from '@/features/account/server/schemas'
import { getPayload } from '@/lib/payload'

/** POST /api/auth/register: a new account; the verification mail's link signs the visitor in. */
export async function POST(request: Request) {
  const body = registerBody.safeParse(await jsonBody(request))
  if (!body.success) return invalid(body.error)
  const payload = await getPayload()
  const limited = await limit(payload, 'register', request, body.data.email)
  if (limited) return limited
  try {
    await registerAccount(payload, { ...body.data, returnTo: checkedReturn(request, body.data.from) })
    return ok({ verify: true })
  } catch (error) {
    return accountErrorResponse(error)
  }
}
