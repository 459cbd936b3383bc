import { awardDailyPoints, awardWelcomePoints, pointsBalance } from '@aidir/cms/accounts'
import { calendarDay } from '@aidir/cms/accounts'
import { describe, expect, it } from 'vitest'
import * as getNoticePoints from '@/app/api/user/getNoticePoints/route'
import * as getPointsHistory from '@/app/api/points/getPointsHistory/route'
import * as getUserPoints from '@/app/api/points/getUserPoints/route'
import { call, signedInUser } from './accountsApi'
import { payload, userWithRole } from './helpers'

/** Points (SPEC §1, §3, §4): welcome and daily awards, once each; the balance is the ledger's sum. */
describe('points', () => {
  it('gives welcome and first-login points, shows each notice once, and derives the balance', async () => {
    const { token } = await signedInUser()
    const notices = await call(getNoticePoints.GET, { token })
    expect(notices.body).toEqual({ code: 0, message: 'ok', data: [{ type: 'REGISTER', points: 20 }, { type: 'LOGIN', points: 20 }] })
    expect((await call(getNoticePoints.GET, { token })).body).toEqual({ code: 0, message: 'ok', data: [] })
    expect((await call(getUserPoints.GET, { token })).body).toEqual({ code: 0, message: 'ok', data: { points: 40 } })
    const history = await call(getPointsHistory.GET, { token, path: '/api/points/getPointsHistory?page=1' })
    expect(history.body.data.list.map((e: { reason: string }) => e.reason).sort()).toEqual(['dailyLogin', 'register'])
    expect(history.body.data.total).toBe(2)
  })

  it('answers only with a token, and bad queries with 400', async () => {
    expect((await call(getNoticePoints.GET)).status).toBe(401)
    expect((await call(getUserPoints.GET)).status).toBe(401)
    const { token } = await signedInUser()
    expect((await call(getPointsHistory.GET, { token, path: '/api/points/getPointsHistory?page=0' })).body).toEqual({ code: 400, message: 'page must be at least 1', data: { field: 'page' } })
  })

  it('awards exactly once under concurrent logins, and again on the next calendar day', async () => {
    const user = await userWithRole('customer')
    const day = new Date('2030-03-01T10:00:00Z')
    const results = await Promise.all(Array.from({ length: 10 }, () => awardDailyPoints(payload, Number(user.id), day)))
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await awardDailyPoints(payload, Number(user.id), new Date('2030-03-01T23:59:59Z'))).toBe(false)
    expect(await awardDailyPoints(payload, Number(user.id), new Date('2030-03-02T00:00:00Z'))).toBe(true)
    expect(await awardWelcomePoints(payload, Number(user.id))).toBe(true)
    expect(await awardWelcomePoints(payload, Number(user.id))).toBe(false)
    expect(await pointsBalance(payload, Number(user.id))).toBe(60)
  })

  it('adds up daily awards not yet shown into one LOGIN notice', async () => {
    const { token, email } = await signedInUser()
    const user = (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, overrideAccess: true })).docs[0]!
    // Two more days signed in without opening a page: three daily awards wait for the notice.
    await awardDailyPoints(payload, Number(user.id), new Date('2031-05-01T10:00:00Z'))
    await awardDailyPoints(payload, Number(user.id), new Date('2031-05-02T10:00:00Z'))
    expect((await call(getNoticePoints.GET, { token })).body).toEqual({ code: 0, message: 'ok', data: [{ type: 'REGISTER', points: 20 }, { type: 'LOGIN', points: 60 }] })
  })

  it('counts days in the configured time zone', () => {
    expect(calendarDay(new Date('2030-03-01T17:00:00Z'), 'UTC')).toBe('2030-03-01')
    expect(calendarDay(new Date('2030-03-01T17:00:00Z'), 'Asia/Shanghai')).toBe('2030-03-02')
  })

  it('follows the amounts of the site settings, and an admin adjustment changes the balance', async () => {
    const admin = await userWithRole('admin')
    const user = await userWithRole('customer')
    await payload.updateGlobal({ slug: 'site-settings', data: { points: { register: 50, dailyLogin: 5 } }, user: admin, overrideAccess: false })
    try {
      await awardWelcomePoints(payload, Number(user.id))
      await awardDailyPoints(payload, Number(user.id), new Date('2031-01-01T00:00:00Z'))
      await payload.create({ collection: 'points-ledger', data: { user: user.id, delta: -15, reason: 'adjustment', key: `adjust:${user.id}:1` }, user: admin, overrideAccess: false })
      expect(await pointsBalance(payload, Number(user.id))).toBe(40)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { points: { register: 20, dailyLogin: 20 } }, overrideAccess: true })
    }
  })

  it('no user reads or writes another user’s ledger', async () => {
    const alice = await userWithRole('customer')
    const bob = await userWithRole('customer')
    await awardWelcomePoints(payload, Number(alice.id))
    const seenByBob = await payload.find({ collection: 'points-ledger', where: { user: { equals: alice.id } }, user: bob, overrideAccess: false })
    expect(seenByBob.totalDocs).toBe(0)
    await expect(
      payload.create({ collection: 'points-ledger', data: { user: bob.id, delta: 1000, reason: 'adjustment', key: `self:${bob.id}` }, user: bob, overrideAccess: false }),
    ).rejects.toThrow()
    const aliceEntry = (await payload.find({ collection: 'points-ledger', where: { user: { equals: alice.id } }, overrideAccess: true })).docs[0]!
    await expect(payload.update({ collection: 'points-ledger', id: aliceEntry.id, data: { delta: 0 }, user: alice, overrideAccess: false })).rejects.toThrow()
    expect((await payload.find({ collection: 'points-ledger', user: alice, overrideAccess: false })).docs.every((d) => (typeof d.user === 'object' ? d.user.id : d.user) === alice.id)).toBe(true)
  })
})
