import { resetPassword } from '@aidir/cms/accounts'
import { limit } from '@/features/account/server/context'
import { returnWithTicket } from '@/features/account/server/returnAddress'
import { resetRoute } from '@/features/account/server/routes'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/** POST /api/auth/reset: the mailed reset token and a new password; signs in (ticket). */
export const POST = defineRoute(resetRoute, async ({ request, payload, body }) => {
  await limit(payload, 'reset', request)
  const { ticket } = await resetPassword(payload, body)
  return { redirect: returnWithTicket(request, body.from, ticket), ticket }
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
