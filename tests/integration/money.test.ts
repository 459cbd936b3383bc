import { describe, expect, it } from 'vitest'
import { payload, unique, userWithRole } from './helpers'

/** The money field refuses what is not money, naming the field, instead of saving a wrong price. */
describe('money fields', () => {
  const service = async (priceFrom: Record<string, unknown>, editor: Awaited<ReturnType<typeof userWithRole>>) =>
    payload.create({
      collection: 'ai-services',
      data: { key: unique('service'), kind: 'consultation', name: 'Advice', description: 'D', priceFrom } as never,
      user: editor,
      overrideAccess: false,
    })

  const fieldErrors = async (work: Promise<unknown>) => {
    const error = await work.then(() => null, (e: unknown) => e as { status?: number; data?: { errors?: { path: string; message: string }[] } })
    expect(error, 'the save was refused').not.toBeNull()
    expect(error!.status).toBe(400)
    return error!.data?.errors ?? []
  }

  it('stores integer minor units with an ISO currency', async () => {
    const editor = await userWithRole('editor')
    const made = await service({ amount: 1999, currency: 'EUR' }, editor)
    expect(made.priceFrom).toMatchObject({ amount: 1999, currency: 'EUR' })
  })

  it('refuses a negative, a fractional amount and an unknown currency with a message on the field', async () => {
    const editor = await userWithRole('editor')
    const negative = await fieldErrors(service({ amount: -5, currency: 'USD' }, editor))
    expect(negative).toEqual([expect.objectContaining({ path: 'priceFrom.amount' })])

    const fractional = await fieldErrors(service({ amount: 19.99, currency: 'USD' }, editor))
    expect(fractional).toEqual([expect.objectContaining({ path: 'priceFrom.amount', message: expect.stringMatching(/whole number of minor units/) })])

    const unknown = await fieldErrors(service({ amount: 100, currency: 'XYZ' }, editor))
    expect(unknown).toEqual([expect.objectContaining({ path: 'priceFrom.currency', message: expect.stringContaining('“XYZ” is not an ISO 4217 currency code') })])

    const noCurrency = await fieldErrors(service({ amount: 100 }, editor))
    expect(noCurrency).toEqual([expect.objectContaining({ path: 'priceFrom.currency' })])
  })

  it('checks every price row of a list and the per-token prices of a model', async () => {
    const editor = await userWithRole('editor')
    const errors = await fieldErrors(
      payload.create({
        collection: 'service-packages',
        data: { key: unique('pkg'), kind: 'submission', name: 'N', description: 'D', prices: [{ amount: 100, currency: 'USD' }, { amount: 1.5, currency: 'usd' }] } as never,
        user: editor,
        overrideAccess: false,
      }),
    )
    expect(errors.map((e) => e.path).sort()).toEqual(['prices.1.amount', 'prices.1.currency'])

    const model = await payload.create({
      collection: 'ai-models',
      data: { key: unique('model'), name: 'M', provider: 'P', description: 'D', _status: 'published', pricing: { input: { amount: 75000, currency: 'USD' } } } as never,
      user: editor,
      overrideAccess: false,
      context: { skipSearchIndex: true },
    })
    expect(model.pricing?.input).toEqual({ amount: 75000, currency: 'USD' })
  })
})
