import { registerAccount } from '@aidir/cms/accounts'
import { limit } from '@/features/account/server/context'
import { checkedReturn } from '@/features/account/server/returnAddress'
import { registerRoute } from '@/features/account/server/routes'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/** POST /api/auth/register: a new account; the verification mail's link signs the visitor in. */
export const POST = defineRoute(registerRoute, async ({ request, payload, body }) => {
  await limit(payload, 'register', request, body.email)
  await registerAccount(payload, { ...body, returnTo: checkedReturn(request, body.from) })
  return { verify: true }
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
