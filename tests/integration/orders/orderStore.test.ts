import { stopProducer } from '@aidir/cms'
import { refundOrder, sandboxProviderOf } from '@aidir/cms/orders'
import { afterAll, describe, expect, it } from 'vitest'
import { poolOf } from '../../../cms/src/db/pool'
import { poolSql } from '../../../cms/src/db/poolSql'
import { withTransaction } from '../../../cms/src/db/transaction'
import { lockOrder, transitionOrder } from '../../../cms/src/orders/orderStateMachine'
import { readOrderRow } from '../../../cms/src/orders/orderStore'
import { categoryId, payload } from '../helpers'
import { customer, form, orderById, submissionPackage } from './orderFixtures'
import { createSubmissionOrder, orderMessages } from '@aidir/cms/orders'

/**
 * The orders' plain-SQL reads and writes agree with the collection: the order read back in SQL is
 * the order the Local API reads, field for field — with attempts, a payment and a refund — so a
 * field added to the collection and not to the store fails here.
 */
const viaLocalApi = async (id: number) => {
  const order = await orderById(id)
  // The Local API includes empty groups' fields as null and numbers as numbers; compare as JSON.
  return JSON.parse(JSON.stringify(order))
}

describe('the order store', () => {
  afterAll(async () => {
    await stopProducer()
  })

  it('reads an order exactly as the Local API does, through its life', async () => {
    const owner = await customer()
    const pkg = await submissionPackage()
    const placed = await createSubmissionOrder(payload, owner, form(pkg.id, { category: await categoryId() }))
    const sql = poolSql(poolOf(payload))
    expect(JSON.parse(JSON.stringify(await readOrderRow(sql, placed.id)))).toEqual(await viaLocalApi(placed.id))

    // Paid (attempt state and payment reference), then refunded (the refund group): still the same.
    await withTransaction(payload, {}, async (tx) => {
      const order = (await lockOrder(tx, placed.id))!
      const attempts = order.attempts!.map((a) => ({ ...a, state: 'paid' as const, paymentRef: 'pay_123' }))
      const paid = await transitionOrder(tx, order, 'paid', { actor: 'test:store' }, { attempts })
      await transitionOrder(tx, paid, 'in_review', { actor: 'test:store' })
    })
    expect(JSON.parse(JSON.stringify(await readOrderRow(sql, placed.id)))).toEqual(await viaLocalApi(placed.id))
    const staff = owner.id
    await refundOrder(payload, placed.id, 'Rejected: not an AI product', staff, { provider: sandboxProviderOf(payload)! })
    const refunded = await viaLocalApi(placed.id)
    expect(refunded.status).toBe('refunded')
    expect(refunded.refund).toMatchObject({ refundRef: expect.stringMatching(/^r_/), status: 'succeeded', reason: 'Rejected: not an AI product', by: staff })
    expect(JSON.parse(JSON.stringify(await readOrderRow(sql, placed.id)))).toEqual(refunded)
  })

  it('refuses a category or logo that names nothing, on its field, instead of failing', async () => {
    const owner = await customer()
    const pkg = await submissionPackage()
    await expect(createSubmissionOrder(payload, owner, form(pkg.id, { category: 999_999 }))).rejects.toMatchObject({ status: 400, message: orderMessages.category, data: { field: 'category' } })
    await expect(createSubmissionOrder(payload, owner, form(pkg.id, { logo: 999_999 }))).rejects.toMatchObject({ status: 400, message: orderMessages.logo, data: { field: 'logo' } })
  })
})
