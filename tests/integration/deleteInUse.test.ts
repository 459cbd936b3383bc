import { describe, expect, it } from 'vitest'
import { createProduct, payload, unique, userWithRole } from './helpers'

/** Deleting a category that products still belong to is refused with a message, not a server error. */
describe('deleting a category in use', () => {
  it('names the products to move first; an unused category deletes', async () => {
    const editor = await userWithRole('editor')
    const category = await payload.create({ collection: 'categories', data: { key: unique('cat'), name: 'Short-lived' } as any, user: editor, overrideAccess: false })
    const product = await createProduct({ name: unique('Member'), category: category.id, status: 'draft' }, { user: editor })

    const refused = await payload.delete({ collection: 'categories', id: category.id, user: editor, overrideAccess: false }).catch((e) => e)
    expect(refused.status).toBe(409)
    expect(refused.message).toContain(product.name)
    expect(refused.message).toMatch(/category/)
    expect((await payload.findByID({ collection: 'categories', id: category.id, overrideAccess: true })).id).toBe(category.id)

    const other = await payload.create({ collection: 'categories', data: { key: unique('cat'), name: 'Other' } as any, user: editor, overrideAccess: false })
    await payload.update({ collection: 'products', id: product.id, data: { category: other.id }, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    await payload.delete({ collection: 'categories', id: category.id, user: editor, overrideAccess: false })
    await expect(payload.findByID({ collection: 'categories', id: category.id, overrideAccess: true })).rejects.toThrow()
  })

  it('a bulk delete from the list keeps the category and reports the message for it', async () => {
    const editor = await userWithRole('editor')
    const category = await payload.create({ collection: 'categories', data: { key: unique('cat'), name: 'Busy' } as any, user: editor, overrideAccess: false })
    await createProduct({ category: category.id }, { user: editor })
    const bulk = await payload.delete({ collection: 'categories', where: { id: { equals: category.id } }, user: editor, overrideAccess: false })
    expect(bulk.docs).toHaveLength(0)
    expect(bulk.errors[0]?.message).toMatch(/This is the category of/)
  })
})
