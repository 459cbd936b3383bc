import { requestPasswordReset } from '@aidir/cms/accounts'
import { limit } from '@/features/account/server/context'
import { checkedReturn } from '@/features/account/server/returnAddress'
import { forgotRoute } from '@/features/account/server/routes'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/** POST /api/auth/forgot: mails a reset link when the address has an account; the answer is the same either way. */
export const POST = defineRoute(forgotRoute, async ({ request, payload, body }) => {
  await limit(payload, 'forgot', request, body.email)
  await requestPasswordReset(payload, { email: body.email, locale: body.locale, returnTo: checkedReturn(request, body.from) })
  return { sent: true }
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
