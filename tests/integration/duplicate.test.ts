import { describe, expect, it } from 'vitest'
import { createProduct, payload, unique, userWithRole } from './helpers'

/** The admin's "Duplicate": a new draft with a free key, instead of a validation error on the key. */
describe('duplicating a record', () => {
  it('a product duplicates as a draft with the key "<key>-copy", then "<key>-copy-2"', async () => {
    const editor = await userWithRole('editor')
    const original = await createProduct({ status: 'published', faq: [{ question: 'Q?', answer: 'A' }] }, { user: editor })
    const first = await payload.duplicate({ collection: 'products', id: original.id, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    expect(first.key).toBe(`${original.key}-copy`)
    expect(first.status).toBe('draft')
    expect(first.publishedAt ?? null).toBeNull()
    expect(first.faq?.[0]?.question).toBe('Q?')
    const second = await payload.duplicate({ collection: 'products', id: original.id, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    expect(second.key).toBe(`${original.key}-copy-2`)
  })

  it('news and categories duplicate too', async () => {
    const editor = await userWithRole('editor')
    const article = await payload.create({
      collection: 'news',
      data: { key: unique('news'), status: 'published', title: 'T', summary: 'S', body: 'B' } as any,
      user: editor,
      overrideAccess: false,
      context: { skipSearchIndex: true },
    })
    const copy = await payload.duplicate({ collection: 'news', id: article.id, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    expect(copy).toMatchObject({ key: `${article.key}-copy`, status: 'draft', title: 'T' })

    const category = await payload.create({ collection: 'categories', data: { key: unique('cat'), name: 'C' } as any, user: editor, overrideAccess: false })
    expect((await payload.duplicate({ collection: 'categories', id: category.id, user: editor, overrideAccess: false })).key).toBe(`${category.key}-copy`)
  })
})
