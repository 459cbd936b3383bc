import { describe, expect, it } from 'vitest'
import { createProduct, payload, unique, userWithRole } from './helpers'
import { placeOrder } from './orders/orderFixtures'

/**
 * Deleting a user (an admin action) takes their own records with them — favourites, points, the
 * notification phone — and leaves what they listed in the catalogue, without its owner.
 */
describe('deleting a user', () => {
  it('removes their private records and keeps their listings', async () => {
    const user = await userWithRole('customer')
    const product = await createProduct({ owner: user.id })
    await payload.create({ collection: 'favorites', data: { user: user.id, item: { relationTo: 'products', value: product.id } } as never, overrideAccess: true })
    await payload.create({ collection: 'points-ledger', data: { user: user.id, delta: 20, reason: 'register', key: unique('register') } as never, overrideAccess: true })
    await payload.create({ collection: 'notification-phones', data: { user: user.id, phone: `+4915${Date.now() % 100000000}`, verifiedAt: new Date().toISOString() } as never, overrideAccess: true })

    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })

    const mine = { user: { equals: user.id } }
    for (const collection of ['favorites', 'points-ledger', 'notification-phones'] as const) {
      expect((await payload.count({ collection, where: mine, overrideAccess: true })).totalDocs, collection).toBe(0)
    }
    const listing = await payload.findByID({ collection: 'products', id: product.id, depth: 0, overrideAccess: true })
    expect(listing.owner ?? null).toBeNull()
  })

  it('refuses to delete a customer who ordered, naming the orders, in the admin’s language; the orders stay', async () => {
    const { owner, order } = await placeOrder()
    const admin = await userWithRole('admin')
    const refused = await payload.delete({ collection: 'users', id: owner.id, user: admin, overrideAccess: false }).catch((e) => e)
    expect(refused.status).toBe(409)
    expect(refused.message).toContain(order.orderRef)
    expect(refused.message).toMatch(/kept for the tax records/)
    expect((await payload.findByID({ collection: 'users', id: owner.id, overrideAccess: true })).id).toBe(owner.id)
    expect((await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })).owner).toBe(owner.id)
  })
})
