import { verifyAccount } from '@aidir/cms/accounts'
import { limit } from '@/features/account/server/context'
import { returnWithTicket } from '@/features/account/server/returnAddress'
import { verifyRoute } from '@/features/account/server/routes'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/** POST /api/auth/verify: the mailed verification token; verifies and signs in (ticket). */
export const POST = defineRoute(verifyRoute, async ({ request, payload, body }) => {
  await limit(payload, 'verify', request)
  const { ticket } = await verifyAccount(payload, body.token)
  return { redirect: returnWithTicket(request, body.from, ticket), ticket }
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
