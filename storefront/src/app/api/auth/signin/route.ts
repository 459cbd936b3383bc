import { AccountFailure, signInWithPassword } from '@aidir/cms/accounts/accountService'
import { checkSignInPuzzle, clearFailedSignIns, recordFailedSignIn } from '@aidir/cms/accounts/signInGuard'
import { accountErrorResponse } from '@/features/account/server/accountErrors'
import { clientAddress, limit } from '@/features/account/server/context'
import { invalid, jsonBody, ok } from '@/features/account/server/envelope'
import { returnWithTicket } from '@/features/account/server/returnAddress'
import { signInBody } from '@/features/account/server/schemas'
import { getPayload } from '@/lib/payload'

/**
 * POST /api/auth/signin: email + password; answers the return address carrying a one-time ticket.
 * After repeated wrong passwords for the account or from the address, the body must carry the
 * `verifyToken` of a solved slide puzzle (accounts/signInGuard.ts).
 */
export async function POST(request: Request) {
  const body = signInBody.safeParse(await jsonBody(request))
  if (!body.success) return invalid(body.error)
  const payload = await getPayload()
  const limited = await limit(payload, 'signin', request, body.data.email)
  if (limited) return limited
  const who = { ip: clientAddress(request), email: body.data.email }
  try {
    const puzzle = await checkSignInPuzzle(payload, who, body.data.verifyToken)
    if (puzzle === 'missing') throw new AccountFailure('puzzleRequired')
    if (puzzle === 'failed') throw new AccountFailure('puzzleFailed')
    const { ticket } = await signInWithPassword(payload, body.data)
    await clearFailedSignIns(payload, who)
    return ok({ redirect: returnWithTicket(request, body.data.from, ticket), ticket })
  } catch (error) {
    if (error instanceof AccountFailure && error.reason === 'badCredentials') await recordFailedSignIn(payload, who)
    return accountErrorResponse(error)
  }
}
