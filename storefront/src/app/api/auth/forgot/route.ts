import { requestPasswordReset } from '@aidir/cms/accounts/accountService'
import { limit } from '@/features/account/server/context'
import { invalid, jsonBody, ok } from '@/features/account/server/envelope'
import { checkedReturn } from '@/features/account/server/returnAddress'
import { forgotBody } from '@/features/account/server/schemas'
import { getPayload } from '@/lib/payload'

/** POST /api/auth/forgot: mails a reset link when the address has an account; the answer is the same either way. */
export async function POST(request: Request) {
  const body = forgotBody.safeParse(await jsonBody(request))
  if (!body.success) return invalid(body.error)
  const payload = await getPayload()
  const limited = await limit(payload, 'forgot', request, body.data.email)
  if (limited) return limited
  await requestPasswordReset(payload, { email: body.data.email, locale: body.data.locale, returnTo: checkedReturn(request, body.data.from) })
  return ok({ sent: true })
}
