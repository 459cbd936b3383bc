import { describe, expect, it } from 'vitest'
import { checkCoordinateCode, getCoordinateCode } from '../../storefront/src/features/verification/handlers'
import { PUZZLE_LIMITS } from '../../storefront/src/features/verification/puzzleApi'
import { consumeVerificationToken } from '../../cms/src/verification/verificationTokens'
import { TOLERANCE_PX } from '../../cms/src/verification/puzzleChallenges'
import { payload } from './helpers'
import { answerOf, call, dragTrace, envelope, randomIp, sql } from './verificationHelpers'

/** The slide-puzzle verification (issue 4 item 7): GET getCoordinateCode, POST checkCoordinateCode. */
async function newChallenge(ip = randomIp(), langType = 'en') {
  const res = await envelope(getCoordinateCode(call('/api/account/getCoordinateCode', { ip, query: { langType } })))
  expect(res.status).toBe(200)
  return res.data as { challengeId: string; background: string; piece: string; width: number; height: number; pieceSize: number; y: number; expiresIn: number }
}

const check = (body: unknown, options: { ip?: string; langType?: string } = {}) =>
  envelope(checkCoordinateCode(call('/api/account/checkCoordinateCode', { method: 'POST', body, ip: options.ip, query: { langType: options.langType ?? 'en' } })))

describe('GET /api/account/getCoordinateCode', () => {
  it('answers two images, the row and an id, but never the answer', async () => {
    const res = await envelope(getCoordinateCode(call('/api/account/getCoordinateCode')))
    expect(res).toMatchObject({ status: 200, code: 0 })
    expect(res.headers.get('cache-control')).toBe('no-store')
    const c = res.data
    expect(Object.keys(c).sort()).toEqual(['background', 'challengeId', 'expiresIn', 'height', 'piece', 'pieceSize', 'width', 'y'])
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
    const res = await check({ challengeId: c.challengeId, x, trace: dragTrace(x) })
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
      const res = await check({ challengeId: c.challengeId, x })
      expect(res, `delta ${delta}`).toMatchObject({ status: 400, code: 400, message: 'Verification failed, please try again', data: { reason: 'mismatch' } })
    }
  })

  it('answers in the request language', async () => {
    const c = await newChallenge()
    const zh = await check({ challengeId: c.challengeId, x: 0 }, { langType: 'zh_cn' })
    expect(zh.message).toBe('验证失败，请重试')
    const c2 = await newChallenge()
    const ja = await check({ challengeId: c2.challengeId, x: await answerOf(c2.challengeId) }, { langType: 'jp' })
    expect(ja.message).toBe('認証に成功しました')
  })

  it('uses a challenge up on its first attempt, right or wrong', async () => {
    const c = await newChallenge()
    const x = await answerOf(c.challengeId)
    expect((await check({ challengeId: c.challengeId, x: x + 40 })).data.reason).toBe('mismatch')
    expect(await check({ challengeId: c.challengeId, x })).toMatchObject({ status: 400, data: { reason: 'used' } })
    const d = await newChallenge()
    const y = await answerOf(d.challengeId)
    expect((await check({ challengeId: d.challengeId, x: y })).status).toBe(200)
    expect(await check({ challengeId: d.challengeId, x: y })).toMatchObject({ status: 400, data: { reason: 'used' } })
  })

  it('lets only one of many parallel answers through', async () => {
    const c = await newChallenge()
    const x = await answerOf(c.challengeId)
    const results = await Promise.all(Array.from({ length: 8 }, () => check({ challengeId: c.challengeId, x })))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.data?.reason === 'used')).toHaveLength(7)
  })

  it('refuses an expired challenge', async () => {
    const c = await newChallenge()
    const x = await answerOf(c.challengeId)
    await sql(`UPDATE puzzle_challenges SET expires_at = now() - interval '1 second' WHERE x = $1 AND consumed_at IS NULL AND created_at > now() - interval '1 minute'`, [x])
    expect(await check({ challengeId: c.challengeId, x })).toMatchObject({ status: 400, message: 'Verification failed, please try again', data: { reason: 'expired' } })
  })

  it('refuses an unknown challenge and a trace no hand could make', async () => {
    expect((await check({ challengeId: 'A'.repeat(32), x: 100 })).data.reason).toBe('unknown')
    const c = await newChallenge()
    const x = await answerOf(c.challengeId)
    const res = await check({ challengeId: c.challengeId, x, trace: [[0, 0], [x, 1]] })
    expect(res).toMatchObject({ status: 400, data: { reason: 'trace' } })
  })

  it('expires the token after its lifetime', async () => {
    const c = await newChallenge()
    const res = await check({ challengeId: c.challengeId, x: await answerOf(c.challengeId) })
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
    for (let i = 0; i < PUZZLE_LIMITS.checksPerMinute; i++) await check({ challengeId: 'A'.repeat(32), x: 1 }, { ip })
    const res = await check({ challengeId: 'A'.repeat(32), x: 1 }, { ip })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
