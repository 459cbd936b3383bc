import { changeTags } from '../../cms/src/revalidation/tags'
import { afterAll, describe, expect, it } from 'vitest'
import { stopProducer } from '@aidir/cms'
import { createProduct, payload, unique } from './helpers'

/**
 * A change queues `storefront.revalidate` in its own transaction, naming the cache tags of what it
 * touched (cms/src/revalidation/tags.ts): the product's old and new key and category, not the site;
 * a global its own readers' tag, or nothing when no page renders it.
 */
const queued = async (tag: string): Promise<{ collection: string; tags: string[] }[]> =>
  (
    await (payload.db as any).pool.query(
      `SELECT data FROM pgboss.job WHERE name = 'storefront.revalidate' AND data->'tags' ? $1 ORDER BY created_on`,
      [tag],
    )
  ).rows.map((r: { data: { collection: string; tags: string[] } }) => r.data)

const ofCollection = async (collection: string): Promise<{ collection: string; tags: string[] }[]> =>
  (
    await (payload.db as any).pool.query(`SELECT data FROM pgboss.job WHERE name = 'storefront.revalidate' AND data->>'collection' = $1 ORDER BY created_on, id`, [collection])
  ).rows.map((r: { data: { collection: string; tags: string[] } }) => r.data)

describe('the revalidation job of a content change', () => {
  afterAll(stopProducer)

  it('names the product, its old and new key and category, and the listings it appears in', async () => {
    const [first, second] = (await payload.find({ collection: 'categories', limit: 2, where: { parent: { exists: true } }, overrideAccess: true })).docs
    const product = await createProduct({ category: first!.id })
    const created = await queued(`products:${product.key}`)
    expect(created).toEqual([{ collection: 'products', tags: changeTags('products', { id: product.id, key: product.key, category: first!.id }) }])

    const key = unique('renamed')
    await payload.update({ collection: 'products', id: product.id, data: { key, category: second!.id }, overrideAccess: true })
    const [moved] = await queued(`products:${key}`)
    expect(moved!.tags).toEqual(
      [`categories#${first!.id}`, `categories#${second!.id}`, 'products', `products#${product.id}`, `products:${key}`, `products:${product.key}`, 'rankings', 'search'].sort(),
    )
    expect(moved!.tags).not.toContain('content')
  })

  it('a global revalidates the pages that render it, by its own tag, and never the whole site', async () => {
    const [contentBefore, settingsBefore] = [(await queued('content')).length, (await ofCollection('site-settings')).length]
    await payload.updateGlobal({ slug: 'site-settings', data: {}, overrideAccess: true })
    const settings = await ofCollection('site-settings')
    expect(settings.slice(settingsBefore)).toEqual([{ collection: 'site-settings', tags: ['site-settings'] }])
    expect((await queued('content')).length).toBe(contentBefore)
  })

  it('a global no page renders (the MCP registry sync’s state) revalidates nothing', async () => {
    // Saved as the admin would (the sync itself writes its row in SQL): the hooks run, nothing is queued.
    await payload.updateGlobal({ slug: 'mcp-registry-sync', data: {}, overrideAccess: true })
    await payload.updateGlobal({ slug: 'invoice-settings', data: {}, overrideAccess: true })
    expect(await ofCollection('mcp-registry-sync')).toEqual([])
    expect(await ofCollection('invoice-settings')).toEqual([])
  })
})
