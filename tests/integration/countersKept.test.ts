import { describe, expect, it } from 'vitest'
import { countView } from '../../storefront/src/features/routing/pageViews'
import { createProduct, payload, userWithRole } from './helpers'

/** An editor saving a product form does not write back the view count the form was opened with. */
describe('site counters and editors', () => {
  it('views counted while the form was open survive the save', async () => {
    const editor = await userWithRole('editor')
    const product = await createProduct({ status: 'published' }, { user: editor })
    // The form as the editor opened it.
    const opened = await payload.findByID({ collection: 'products', id: product.id, depth: 0, user: editor, overrideAccess: false })
    for (let i = 0; i < 3; i++) await countView(payload, 'product', product.key as string)

    await payload.update({
      collection: 'products',
      id: product.id,
      data: { ...opened, tagline: 'Edited' } as any,
      user: editor,
      overrideAccess: false,
      context: { skipSearchIndex: true },
    })
    const after = await payload.findByID({ collection: 'products', id: product.id, depth: 0, overrideAccess: true })
    expect(after.tagline).toBe('Edited')
    expect(after.counters?.views).toBe(3)

    // Nor can a counter be set by hand.
    await payload.update({ collection: 'products', id: product.id, data: { counters: { views: 1_000_000 } } as any, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    expect((await payload.findByID({ collection: 'products', id: product.id, depth: 0, overrideAccess: true })).counters?.views).toBe(3)
  })
})
