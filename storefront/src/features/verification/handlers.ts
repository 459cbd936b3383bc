import { clientAddress } from '@aidir/cms/accounts'
import { createChallenge, verifyChallenge } from '@aidir/cms/verification'
import { hitLimit } from '@aidir/cms/verification'
import { ApiError, defineRoute, reply } from '@/features/api/route'
import { getT } from '@/i18n'
import { PUZZLE_LIMITS } from './puzzleApi'
import { checkCoordinateCodeRoute, getCoordinateCodeRoute } from './routes'

/**
 * GET /api/account/getCoordinateCode (SPEC §7): a new slide puzzle — picture with a gap, the piece,
 * the piece's row, and the challenge id to answer with. Never the answer.
 */
export const getCoordinateCode = defineRoute(getCoordinateCodeRoute, async ({ request, payload, locale }) => {
  const t = await getT(locale, 'verification')
  const ip = clientAddress(request.headers)
  const limit = await hitLimit(payload, { key: `puzzle:new:${ip}`, max: PUZZLE_LIMITS.newPerMinute, windowSeconds: 60 })
  if (!limit.allowed) throw new ApiError('tooMany', t('phone.rateLimited'), { retryAfter: limit.retryAfter })
  return createChallenge(payload, ip)
})

/**
 * POST /api/account/checkCoordinateCode: judges a drop. Success answers a single-use verification
 * token for the endpoint that asked for the puzzle (sendCode, sign-in); every answer, right or
 * wrong, uses the challenge up.
 */
export const checkCoordinateCode = defineRoute(checkCoordinateCodeRoute, async ({ request, payload, body, locale }) => {
  const t = await getT(locale, 'verification')
  const limit = await hitLimit(payload, { key: `puzzle:check:${clientAddress(request.headers)}`, max: PUZZLE_LIMITS.checksPerMinute, windowSeconds: 60 })
  if (!limit.allowed) throw new ApiError('tooMany', t('phone.rateLimited'), { retryAfter: limit.retryAfter })
  const verdict = await verifyChallenge(payload, body)
  if (!verdict.ok) throw new ApiError('badRequest', t('puzzle.failure'), { data: { reason: verdict.reason } })
  return reply({ verifyToken: verdict.token, expiresIn: verdict.expiresIn }, { message: t('puzzle.success') })
})
