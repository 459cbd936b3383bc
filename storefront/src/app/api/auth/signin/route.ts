import { AccountFailure, signInWithPassword } from '@aidir/cms/accounts'
import { checkSignInPuzzle, clearFailedSignIns, recordFailedSignIn } from '@aidir/cms/accounts'
import { clientAddress, limit } from '@/features/account/server/context'
import { returnWithTicket } from '@/features/account/server/returnAddress'
import { signInRoute } from '@/features/account/server/routes'
import { defineRoute, methodsNotAllowed } from '@/features/api/route'

/**
 * POST /api/auth/signin: email + password; answers the return address carrying a one-time ticket.
 * After repeated wrong passwords for the account or from the address, the body must carry the
 * `verifyToken` of a solved slide puzzle (accounts/signInGuard.ts).
 */
export const POST = defineRoute(signInRoute, async ({ request, payload, body }) => {
  await limit(payload, 'signin', request, body.email)
  const who = { ip: clientAddress(request), email: body.email }
  try {
    const puzzle = await checkSignInPuzzle(payload, who, body.verifyToken)
    if (puzzle === 'missing') throw new AccountFailure('puzzleRequired')
    if (puzzle === 'failed') throw new AccountFailure('puzzleFailed')
    const { ticket } = await signInWithPassword(payload, body)
    await clearFailedSignIns(payload, who)
    return { redirect: returnWithTicket(request, body.from, ticket), ticket }
  } catch (error) {
    if (error instanceof AccountFailure && error.reason === 'badCredentials') await recordFailedSignIn(payload, who)
    throw error
  }
})

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
