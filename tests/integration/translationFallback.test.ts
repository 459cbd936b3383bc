import { describe, expect, it } from 'vitest'
import { createProduct, payload, unique, userWithRole } from './helpers'

/**
 * Translating one text is enough: in a language other than English an editor may leave translated
 * texts empty, and the site shows the fallback language's text for them. English and a new record still
 * need every required text.
 */
describe('translating part of a record', () => {
  const full = {
    tagline: 'English tagline',
    description: 'English description',
    faq: [{ question: 'Is it free?', answer: 'Yes' }],
    plans: [{ name: 'Pro', price: 10, features: [{ text: 'Priority support' }] }],
    features: [{ title: 'Fast' }],
    targetUsers: [{ text: 'Developers' }],
  }

  it('the Chinese tagline saves without translating the rest, which falls back to English', async () => {
    const editor = await userWithRole('editor')
    const product = await createProduct(full, { user: editor })
    const rows = await payload.findByID({ collection: 'products', id: product.id, depth: 0, overrideAccess: true })

    // What the admin sends when saving the Chinese version: the rows as they are, one text translated.
    const updated = await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'zh',
      data: { tagline: '中文标语', faq: rows.faq, plans: rows.plans, features: rows.features, targetUsers: rows.targetUsers },
      user: editor,
      overrideAccess: false,
      context: { skipSearchIndex: true },
    })
    expect(updated.tagline).toBe('中文标语')

    for (const locale of ['zh', 'zh-TW'] as const) {
      const read = await payload.findByID({ collection: 'products', id: product.id, locale, depth: 0, overrideAccess: false })
      expect(read.tagline).toBe('中文标语')
      expect(read.description).toBe('English description')
      expect(read.faq?.[0]).toMatchObject({ question: 'Is it free?', answer: 'Yes' })
      expect(read.plans?.[0]?.name).toBe('Pro')
      expect(read.features?.[0]?.title).toBe('Fast')
    }
    // English is untouched.
    const en = await payload.findByID({ collection: 'products', id: product.id, locale: 'en', depth: 0, overrideAccess: false })
    expect(en.tagline).toBe('English tagline')
  })

  it('English texts and a new record stay required, with a message on the field', async () => {
    const editor = await userWithRole('editor')
    const missing = await createProduct({ description: '' }, { user: editor }).catch((e) => e)
    expect(missing.status).toBe(400)
    expect(missing.data.errors.map((e: { path: string }) => e.path)).toContain('description')

    const newInChinese = await createProduct({ tagline: '只有中文', description: '' }, { user: editor, locale: 'zh' }).catch((e) => e)
    expect(newInChinese.status).toBe(400)

    const product = await createProduct(full, { user: editor })
    const cleared = await payload
      .update({ collection: 'products', id: product.id, locale: 'en', data: { faq: [{ question: 'Is it free?', answer: '' }] }, user: editor, overrideAccess: false })
      .catch((e) => e)
    expect(cleared.status).toBe(400)
    expect(cleared.data.errors.map((e: { path: string }) => e.path)).toContain('faq.0.answer')
  })

  it('a news article translates the same way', async () => {
    const editor = await userWithRole('editor')
    const article = await payload.create({
      collection: 'news',
      data: { key: unique('news'), title: 'Title', summary: 'Summary', body: 'Body' } as any,
      user: editor,
      overrideAccess: false,
      context: { skipSearchIndex: true },
    })
    await payload.update({ collection: 'news', id: article.id, locale: 'ja', data: { title: 'タイトル' }, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    const ja = await payload.findByID({ collection: 'news', id: article.id, locale: 'ja', depth: 0, overrideAccess: true })
    expect(ja).toMatchObject({ title: 'タイトル', summary: 'Summary', body: 'Body' })
  })
})
