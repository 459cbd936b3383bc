import { describe, expect, it } from 'vitest'
import { createProduct, payload, unique, userWithRole } from './helpers'

/** Publishing dates the item, so it shows a date and takes its place in the newest-first lists. */
describe('publishing date', () => {
  const news = async (data: Record<string, unknown>) =>
    payload.create({
      collection: 'news',
      data: { key: unique('news'), title: 'T', summary: 'S', body: 'B', ...data } as any,
      user: await userWithRole('editor'),
      overrideAccess: false,
      context: { skipSearchIndex: true },
    })

  it('an article published without a date gets the time of publishing, and sorts after newer ones', async () => {
    const before = Date.now()
    const article = await news({ status: 'published' })
    expect(article.publishedAt).toBeTruthy()
    expect(new Date(article.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)

    const newest = await payload.find({ collection: 'news', sort: ['-publishedAt', '-id'], limit: 1, depth: 0, overrideAccess: false })
    expect(newest.docs[0]!.publishedAt).not.toBeNull()
  })

  it('a draft stays undated until it is published; a chosen date is kept', async () => {
    const editor = await userWithRole('editor')
    const draft = await news({ status: 'draft' })
    expect(draft.publishedAt ?? null).toBeNull()
    const published = await payload.update({ collection: 'news', id: draft.id, data: { status: 'published' }, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    expect(published.publishedAt).toBeTruthy()

    const backdated = await news({ status: 'published', publishedAt: '2024-01-02T00:00:00.000Z' })
    expect(backdated.publishedAt).toBe('2024-01-02T00:00:00.000Z')
  })

  it('products are dated the same way when an editor publishes them', async () => {
    const product = await createProduct({ status: 'published' }, { user: await userWithRole('editor') })
    expect(product.publishedAt).toBeTruthy()
  })
})
