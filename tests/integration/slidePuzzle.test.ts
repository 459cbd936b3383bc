import { describe, expect, it } from 'vitest'
import { checkCoordinateCode, getCoordinateCode } from '../../storefront/src/features/verification/handlers'
import { PUZZLE_LIMITS } from '../../storefront/src/features/verification/puzzleApi'
import { consumeVerificationToken } from '../../cms/src/verification/verificationTokens'
import { TOLERANCE_PX } from '../../cms/src/verification/puzzleChallenges'
import { payload } from './helpers'
import { answerBody, answerOf, call, dragTrace, envelope, randomIp, solvedProof, sql } from './verificationHelpers'

/** The slide-puzzle verification (issue 4 item 7): GET getCoordinateCode, POST checkCoordinateCode. */
async function newChallenge(ip = randomIp(), langType = 'en') {
  const res = await envelope(getCoordinateCode(call('/api/account/getCoordinateCode', { ip, query: { langType } })))
  expect(res.status).toBe(200)
  return res.data as { challengeId: string; background: string; piece: string; width: number; height: number; pieceSize: number; y: number; expiresIn: number; proof: any }
}

const check = (body: unknown, options: { ip?: string; langType?: string } = {}) =>
  envelope(checkCoordinateCode(call('/api/account/checkCoordinateCode', { method: 'POST', body, ip: options.ip, query: { langType: options.langType ?? 'en' } })))

describe('GET /api/account/getCoordinateCode', () => {
  it('answers two images, the row and an id, but never the answer', async () => {
    const res = await envelope(getCoordinateCode(call('/api/account/getCoordinateCode')))
    expect(res).toMatchObject({ status: 200, code: 0 })
    expect(res.headers.get('cache-control')).toBe('no-store')
    const c = res.data
    expect(Object.keys(c).sort()).toEqual(['background', 'challengeId', 'expiresIn', 'height', 'piece', 'pieceSize', 'proof', 'width', 'y'])
    expect(c.background).toMatch(/^data:image\/jpeg;base64,/)
    expect(c.piece).toMatch(/^data:image\/webp;base64,/)
    expect(c).toMatchObject({ width: 320, height: 160, pieceSize: 58, expiresIn: 120 })
    expect(JSON.stringify(c)).not.toMatch(/"x"/)
    // Only the id's hash is stored.
    const rows = await sql('SELECT id_hash FROM puzzle_challenges WHERE id_hash = $1', [c.challengeId])
    expect(rows).toEqual([])
    const answer = await answerOf(c.challengeId)
    expect(answer).toBeGreaterThanOrEqual(58 + 10)
    expect(answer).toBeLessThanOrEqual(320 - 58 - 4)
  })

  it('puts the gap somewhere else each time', async () => {
    const answers = new Set<number>()
    for (let i = 0; i < 6; i++) answers.add(await answerOf((await newChallenge()).challengeId))
    expect(answers.size).toBeGreaterThan(1)
  })

  it('refuses a bad langType with 400', async () => {
    const res = await envelope(getCoordinateCode(call('/api/account/getCoordinateCode', { query: { langType: 'fr' } })))
    expect(res).toMatchObject({ status: 400, code: 400 })
  })

  it('limits new puzzles per address with 429 and Retry-After', async () => {
    const ip = randomIp()
    for (let i = 0; i < PUZZLE_LIMITS.newPerMinute; i++) await newChallenge(ip)
    const res = await envelope(getCoordinateCode(call('/api/account/getCoordinateCode', { ip })))
    expect(res).toMatchObject({ status: 429, code: 429, message: 'Too many requests, please try again later' })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    // Another address is not affected.
    await newChallenge()
  })
})

describe('POST /api/account/checkCoordinateCode', () => {
  it('accepts the right offset within the tolerance and issues a single-use token', async () => {
    const c = await newChallenge()
    const x = (await answerOf(c.challengeId)) + TOLERANCE_PX
    const res = await check(await answerBody(c, x))
    expect(res).toMatchObject({ status: 200, code: 0, message: 'Verification successful' })
    expect(res.data.verifyToken).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(res.data.expiresIn).toBe(120)
    expect(await consumeVerificationToken(payload, res.data.verifyToken)).toBe(true)
    expect(await consumeVerificationToken(payload, res.data.verifyToken)).toBe(false)
  })

  it('refuses an offset just outside the tolerance, and a wrong one', async () => {
    for (const delta of [TOLERANCE_PX + 1, -(TOLERANCE_PX + 1), 60]) {
      const c = await newChallenge()
      const x = (await answerOf(c.challengeId)) + delta
      const res = await check(await answerBody(c, x))
      expect(res, `delta ${delta}`).toMatchObject({ status: 400, code: 400, message: 'Verification failed, please try again', data: { reason: 'mismatch' } })
    }
  })

  it('answers in the request language', async () => {
    const c = await newChallenge()
    const zh = await check(await answerBody(c, 0), { langType: 'zh_cn' })
    expect(zh.message).toBe('验证失败，请重试')
    const c2 = await newChallenge()
    const ja = await check(await answerBody(c2, await answerOf(c2.challengeId)), { langType: 'jp' })
    expect(ja.message).toBe('認証に成功しました')
  })

  it('uses a challenge up on its first attempt, right or wrong', async () => {
    const c = await newChallenge()
    const x = await answerOf(c.challengeId)
    expect((await check(await answerBody(c, x + 40))).data.reason).toBe('mismatch')
    expect(await check(await answerBody(c, x))).toMatchObject({ status: 400, data: { reason: 'used' } })
    const d = await newChallenge()
    const right = await answerBody(d, await answerOf(d.challengeId))
    expect((await check(right)).status).toBe(200)
    expect(await check(right)).toMatchObject({ status: 400, data: { reason: 'used' } })
  })

  it('lets only one of many parallel answers through', async () => {
    const c = await newChallenge()
    const x = await answerOf(c.challengeId)
    const body = await answerBody(c, x)
    const results = await Promise.all(Array.from({ length: 8 }, () => check(body)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.data?.reason === 'used')).toHaveLength(7)
  })

  it('refuses an expired challenge', async () => {
    const c = await newChallenge()
    const x = await answerOf(c.challengeId)
    await sql(`UPDATE puzzle_challenges SET expires_at = now() - interval '1 second' WHERE x = $1 AND consumed_at IS NULL AND created_at > now() - interval '1 minute'`, [x])
    expect(await check(await answerBody(c, x))).toMatchObject({ status: 400, message: 'Verification failed, please try again', data: { reason: 'expired' } })
  })

  it('refuses an unknown challenge, and a trace no hand could make without saying which check failed', async () => {
    const c = await newChallenge()
    expect((await check({ ...(await answerBody(c, 100)), challengeId: 'A'.repeat(32) })).data.reason).toBe('unknown')
    const x = await answerOf(c.challengeId)
    const res = await check({ ...(await answerBody(c, x)), trace: { input: 'pointer', points: [[0, 0, 0], [x / 2, 0, 200], [x, 0, 400]] } })
    expect(res).toMatchObject({ status: 400, message: 'Verification failed, please try again', data: { reason: 'mismatch' } })
    expect(JSON.stringify(res.data)).not.toContain('trace')
  })

  it('refuses a proof-of-work that is missing, wrong, or solved for another puzzle', async () => {
    const c = await newChallenge()
    const x = await answerOf(c.challengeId)
    const { proof: _, ...withoutProof } = await answerBody(c, x)
    expect(await check(withoutProof)).toMatchObject({ status: 400, code: 400 })
    const wrong = await answerBody(c, x)
    wrong.proof.solution.derivedKey = wrong.proof.solution.derivedKey.replace(/.$/, (d: string) => (d === '0' ? '1' : '0'))
    expect(await check(wrong)).toMatchObject({ status: 400, data: { reason: 'mismatch' } })
    // A proof is bound to its puzzle: solved once, it cannot be spent on a second one.
    const d = await newChallenge()
    const e = await newChallenge()
    const borrowed = { ...(await answerBody(e, await answerOf(e.challengeId))), proof: await solvedProof(d.proof) }
    expect(await check(borrowed)).toMatchObject({ status: 400, data: { reason: 'mismatch' } })
  })

  it('refuses the old script: the right offset with no trace and no proof, on every puzzle', async () => {
    // What the 30-line script posted; it knew the gap (here from the database, the best case).
    const N = 20
    let passed = 0
    for (let i = 0; i < N; i++) {
      const c = await newChallenge()
      const res = await check({ challengeId: c.challengeId, x: await answerOf(c.challengeId) })
      if (res.status === 200) passed++
      expect(res.status).toBe(400)
    }
    expect(passed).toBe(0)
  })

  it('expires the token after its lifetime', async () => {
    const c = await newChallenge()
    const res = await check(await answerBody(c, await answerOf(c.challengeId)))
    await sql(`UPDATE verification_tokens SET expires_at = now() - interval '1 second' WHERE consumed_at IS NULL AND created_at > now() - interval '5 seconds'`)
    expect(await consumeVerificationToken(payload, res.data.verifyToken)).toBe(false)
  })

  it('validates the body with 400s, never a 500', async () => {
    for (const body of [undefined, 'not json', {}, { challengeId: 'short', x: 10 }, { challengeId: 'A'.repeat(32), x: 'ten' }, { challengeId: 'A'.repeat(32), x: -1 }, { challengeId: 'A'.repeat(32), x: 10, trace: [[1]] }]) {
      const res = await check(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.code).toBe(400)
    }
  })

  it('limits answers per address with 429 and Retry-After', async () => {
    const ip = randomIp()
    // A well-formed answer to a puzzle that does not exist: judged (and counted), never a token.
    const body = { ...(await answerBody(await newChallenge(), 1)), challengeId: 'A'.repeat(32) }
    for (let i = 0; i < PUZZLE_LIMITS.checksPerMinute; i++) await check(body, { ip })
    const res = await check(body, { ip })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
