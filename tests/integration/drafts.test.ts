import { createPgSearchIndex } from '@aidir/cms'
import { describe, expect, it } from 'vitest'
import { createProduct, payload, unique, userWithRole } from './helpers'

const index = createPgSearchIndex(payload)
const visitorReads = (id: number) => payload.find({ collection: 'products', where: { id: { equals: id } }, overrideAccess: false, depth: 0 })
const searchKeys = async (text: string) => (await index.search({ text, locale: 'en', entities: ['products'], limit: 50 })).hits.map((h) => h.key)

/** Catalogue drafts: a proposed change is saved, reviewed and published without visitors seeing it early. */
describe('drafts and versions of catalogue records', () => {
  it('a draft edit of a published product stays off the site and out of search until it is published', async () => {
    const editor = await userWithRole('editor')
    const word = unique('gnarwhal').replace('-', '')
    const product = await createProduct({ name: `Before ${word}` }, { user: editor })
    expect(product._status).toBe('published')
    await index.index('products', product.id)
    expect(await searchKeys(word)).toContain(product.key)

    const changed = `Quillfish ${unique('name')}`
    const draft = await payload.update({ collection: 'products', id: product.id, data: { name: changed }, draft: true, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    expect(draft).toMatchObject({ name: changed, _status: 'draft' })

    // Visitors (no user, access enforced) still read the published record, by id and in lists.
    const seen = await visitorReads(product.id)
    expect(seen.docs).toHaveLength(1)
    expect(seen.docs[0]).toMatchObject({ name: `Before ${word}`, status: 'published', _status: 'published' })
    expect((await payload.find({ collection: 'products', where: { name: { equals: changed } }, overrideAccess: false })).totalDocs).toBe(0)
    // Asking for drafts does not let a visitor see one either.
    const asDraft = await payload.find({ collection: 'products', where: { id: { equals: product.id } }, draft: true, overrideAccess: false })
    expect(asDraft.docs.map((d) => d.name)).not.toContain(changed)
    // The editor sees the draft in the admin.
    expect((await payload.findByID({ collection: 'products', id: product.id, draft: true, user: editor, overrideAccess: false })).name).toBe(changed)

    // The search index reads published rows only, so re-indexing now keeps the published name.
    await index.index('products', product.id)
    expect(await searchKeys(word)).toContain(product.key)
    expect(await searchKeys('quillfish')).not.toContain(product.key)

    await payload.update({ collection: 'products', id: product.id, data: { _status: 'published' }, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    const published = await visitorReads(product.id)
    expect(published.docs[0]).toMatchObject({ name: changed, status: 'published' })
    await index.index('products', product.id)
    expect(await searchKeys('quillfish')).toContain(product.key)
    expect(await searchKeys(word)).not.toContain(product.key)
  })

  it('a record that was never published is not visible to visitors, and unpublishing hides it again', async () => {
    const editor = await userWithRole('editor')
    const made = await payload.create({
      collection: 'news',
      data: { key: unique('news'), title: 'Pending', summary: 'S', body: 'B' } as never,
      draft: true,
      user: editor,
      overrideAccess: false,
      context: { skipSearchIndex: true },
    })
    expect(made).toMatchObject({ _status: 'draft', status: 'draft' })
    expect((await payload.find({ collection: 'news', where: { id: { equals: made.id } }, overrideAccess: false })).totalDocs).toBe(0)
    await payload.update({ collection: 'news', id: made.id, data: { _status: 'published' }, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    expect((await payload.find({ collection: 'news', where: { id: { equals: made.id } }, overrideAccess: false })).totalDocs).toBe(1)
    await payload.update({ collection: 'news', id: made.id, data: { _status: 'draft' }, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    expect((await payload.find({ collection: 'news', where: { id: { equals: made.id } }, overrideAccess: false })).totalDocs).toBe(0)
  })

  it('lists the versions of a record and restores an earlier one', async () => {
    const editor = await userWithRole('editor')
    const model = await payload.create({
      collection: 'ai-models',
      data: { key: unique('model'), name: 'Version one', provider: 'Acme', description: 'First', _status: 'published' } as never,
      user: editor,
      overrideAccess: false,
      context: { skipSearchIndex: true },
    })
    await payload.update({ collection: 'ai-models', id: model.id, data: { name: 'Version two' }, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    await payload.update({ collection: 'ai-models', id: model.id, data: { name: 'Version three (draft)' }, draft: true, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })

    const versions = await payload.findVersions({ collection: 'ai-models', where: { parent: { equals: model.id } }, sort: 'createdAt', user: editor, overrideAccess: false })
    expect(versions.docs.map((v) => [v.version.name, v.version._status])).toEqual([
      ['Version one', 'published'],
      ['Version two', 'published'],
      ['Version three (draft)', 'draft'],
    ])
    // Visitors cannot list versions: they would show unpublished drafts.
    await expect(payload.findVersions({ collection: 'ai-models', where: { parent: { equals: model.id } }, overrideAccess: false })).rejects.toThrow()

    const first = versions.docs[0]!
    await payload.restoreVersion({ collection: 'ai-models', id: String(first.id), user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    const live = await payload.find({ collection: 'ai-models', where: { id: { equals: model.id } }, overrideAccess: false })
    expect(live.docs[0]).toMatchObject({ name: 'Version one', status: 'published' })
    const after = await payload.findVersions({ collection: 'ai-models', where: { parent: { equals: model.id } }, user: editor, overrideAccess: false })
    expect(after.totalDocs).toBe(4)
  })

  it('a customer cannot save a draft, and only staff read versions', async () => {
    const customer = await userWithRole('customer')
    const product = await createProduct({})
    await expect(
      payload.update({ collection: 'products', id: product.id, data: { name: 'Hijacked' }, draft: true, user: customer, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(payload.findVersions({ collection: 'products', where: { parent: { equals: product.id } }, user: customer, overrideAccess: false })).rejects.toThrow()
  })
})
