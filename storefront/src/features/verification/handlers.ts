import { payloadClient } from '@aidir/cms'
import { createChallenge, verifyChallenge } from '@aidir/cms/verification/puzzleChallenges'
import { hitLimit } from '@aidir/cms/verification/rateLimit'
import { checkCoordinateBody, coordinateCodeQuery, PUZZLE_LIMITS } from './puzzleApi'
import { clientIp, fail, jsonBody, ok, queryOf, textsFor } from './respond'

/**
 * GET /api/account/getCoordinateCode (SPEC §7): a new slide puzzle — picture with a gap, the piece,
 * the piece's row, and the challenge id to answer with. Never the answer.
 */
export async function getCoordinateCode(request: Request): Promise<Response> {
  const t = await textsFor(request)
  if (!coordinateCodeQuery.safeParse(queryOf(request)).success) return fail(400, t('errors.invalidRequest'))
  const payload = await payloadClient()
  const ip = clientIp(request)
  const limit = await hitLimit(payload, { key: `puzzle:new:${ip}`, max: PUZZLE_LIMITS.newPerMinute, windowSeconds: 60 })
  if (!limit.allowed) return fail(429, t('phone.rateLimited'), { retryAfter: limit.retryAfter })
  return ok(await createChallenge(payload, ip))
}

/**
 * POST /api/account/checkCoordinateCode: judges a drop. Success answers a single-use verification
 * token for the endpoint that asked for the puzzle (sendCode, sign-in); every answer, right or
 * wrong, uses the challenge up.
 */
export async function checkCoordinateCode(request: Request): Promise<Response> {
  const t = await textsFor(request)
  if (!coordinateCodeQuery.safeParse(queryOf(request)).success) return fail(400, t('errors.invalidRequest'))
  const body = checkCoordinateBody.safeParse(await jsonBody(request))
  if (!body.success) return fail(400, t('errors.invalidRequest'), { data: { issue: body.error.issues[0]?.message } })
  const payload = await payloadClient()
  const limit = await hitLimit(payload, { key: `puzzle:check:${clientIp(request)}`, max: PUZZLE_LIMITS.checksPerMinute, windowSeconds: 60 })
  if (!limit.allowed) return fail(429, t('phone.rateLimited'), { retryAfter: limit.retryAfter })
  const verdict = await verifyChallenge(payload, body.data.challengeId, body.data.x, body.data.trace)
  if (!verdict.ok) return fail(400, t('puzzle.failure'), { data: { reason: verdict.reason } })
  return ok({ verifyToken: verdict.token, expiresIn: verdict.expiresIn }, t('puzzle.success'))
}
