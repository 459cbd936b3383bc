import { adOccupancy } from '@aidir/cms/catalogue'
import { describe, expect, it } from 'vitest'
import { createProduct, payload, unique, userWithRole } from '../helpers'

const DAY = 86_400_000

/** Campaigns written as the ads domain writes them (a system action, past access control). */
async function fixtures() {
  const owner = await userWithRole('customer')
  const product = await createProduct()
  const pkg = await payload.create({ collection: 'service-packages', data: { key: unique('ad-pkg'), kind: 'advertising', name: 'Ad', prices: [{ amount: 19_900, currency: 'USD' }], enabled: true } as never, overrideAccess: true })
  const position = async (capacity: number) =>
    payload.create({ collection: 'ad-positions', data: { key: unique('pos'), placement: 'mcp_home', name: 'Test position', capacity, durationDays: 30, enabled: true, prices: [{ amount: 19_900, currency: 'USD' }] } as never, overrideAccess: true })
  const campaign = async (positionId: number, status: string, window?: [number, number]) => {
    const order = await payload.create({
      collection: 'orders',
      data: { orderRef: unique('ADOCC').toUpperCase(), owner: owner.id, kind: 'ad', package: pkg.id, price: { amount: 19_900, currency: 'USD' }, provider: 'sandbox', status: 'paid', expiresAt: new Date(Date.now() + DAY).toISOString() } as never,
      overrideAccess: true,
    })
    return payload.create({
      collection: 'ad-campaigns',
      data: {
        order: order.id,
        owner: owner.id,
        product: product.id,
        position: positionId,
        status,
        durationDays: 30,
        queuedAt: new Date().toISOString(),
        ...(window ? { startsAt: new Date(window[0]).toISOString(), endsAt: new Date(window[1]).toISOString() } : {}),
      } as never,
      overrideAccess: true,
    })
  }
  return { position, campaign }
}

describe('ad positions occupancy', () => {
  it('counts what the site shows as running and what waits in the queue, per position', async () => {
    const { position, campaign } = await fixtures()
    const now = Date.now()
    const [a, b, empty] = [await position(3), await position(1), await position(2)]
    await campaign(a.id, 'running', [now - DAY, now + 29 * DAY])
    await campaign(a.id, 'running', [now - 2 * DAY, now + 28 * DAY])
    // Marked running but outside its paid window (ended an hour ago, or starting tomorrow): not shown, no slot taken.
    await campaign(a.id, 'running', [now - 30 * DAY, now - 3_600_000])
    await campaign(a.id, 'running', [now + DAY, now + 31 * DAY])
    // Paused, ended and cancelled campaigns neither run nor wait.
    await campaign(a.id, 'paused', [now - DAY, now + 29 * DAY])
    await campaign(a.id, 'ended', [now - 40 * DAY, now - 10 * DAY])
    await campaign(a.id, 'cancelled')
    await campaign(b.id, 'running', [now - DAY, now + 29 * DAY])
    await campaign(b.id, 'queued')
    await campaign(b.id, 'queued')

    const occupancy = await adOccupancy(payload, new Date(now))
    expect(occupancy.get(a.id)).toEqual({ running: 2, queued: 0 })
    expect(occupancy.get(b.id)).toEqual({ running: 1, queued: 2 })
    expect(occupancy.get(empty.id)).toBeUndefined()

    // The window is read at the time asked: a month on, what ran today has ended and only the one starting tomorrow runs.
    expect((await adOccupancy(payload, new Date(now + 30 * DAY))).get(a.id)).toEqual({ running: 1, queued: 0 })
    expect((await adOccupancy(payload, new Date(now + 30 * DAY))).get(b.id)).toEqual({ running: 0, queued: 2 })
  })

  it('is not something a visitor could read from the campaigns themselves', async () => {
    const { position, campaign } = await fixtures()
    const p = await position(2)
    await campaign(p.id, 'running', [Date.now() - DAY, Date.now() + DAY])
    // Campaigns are private to their owners: an anonymous read sees none, so the counts need this system read.
    // (Refused outright or answered empty: either way nothing to count.)
    const anonymous = await payload.find({ collection: 'ad-campaigns', where: { position: { equals: p.id } }, overrideAccess: false, depth: 0 }).then((r) => r.docs.length, () => 0)
    expect(anonymous).toBe(0)
    const other = await userWithRole('customer')
    const asOther = await payload.find({ collection: 'ad-campaigns', where: { position: { equals: p.id } }, user: other, overrideAccess: false, depth: 0 })
    expect(asOther.docs).toHaveLength(0)
    expect((await adOccupancy(payload)).get(p.id)).toEqual({ running: 1, queued: 0 })
  })
})
