import { afterAll, describe, expect, it } from 'vitest'
import { findProductCards } from '@/features/catalogue/productCards'
import { findMcpServer, findMcpServers } from '@/features/mcp/mcpData'
import { parseMcpQuery } from '@/features/mcp/query'
import { findModel, findModels } from '@/features/models/modelData'
import { parseModelQuery } from '@/features/models/query'
import { getProductDetail } from '@/features/product/getProduct'
import { createProduct, payload, unique, userWithRole } from './helpers'

/** A 1×1 PNG, enough for an upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64')

/**
 * An editor's uploaded logo and screenshots reach the storefront, which reads products with only the
 * media fields it shows (`url`, `alt`, …): the address must not come back null.
 */
describe('uploaded images on the site', () => {
  const uploads: number[] = []
  const products: number[] = []
  const others: { collection: 'ai-models' | 'mcp-servers'; id: number }[] = []
  // Deleting the record deletes its files too.
  afterAll(async () => {
    for (const o of others) await payload.delete({ collection: o.collection, id: o.id, overrideAccess: true, context: { skipSearchIndex: true } })
    for (const id of products) await payload.delete({ collection: 'products', id, overrideAccess: true, context: { skipSearchIndex: true } })
    for (const id of uploads) await payload.delete({ collection: 'media', id, overrideAccess: true })
  })

  async function upload() {
    const name = `${unique('shot')}.png`
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Screenshot' },
      file: { data: PNG, mimetype: 'image/png', name, size: PNG.length },
      user: await userWithRole('editor'),
      overrideAccess: false,
    })
    uploads.push(media.id)
    return { media, name }
  }

  it('a product card and the detail read give the logo and screenshot addresses', async () => {
    const editor = await userWithRole('editor')
    const { media, name } = await upload()
    const product = await createProduct({ logo: media.id, screenshots: [{ image: media.id, caption: 'Home' }] }, { user: editor })
    products.push(product.id)

    const cards = await findProductCards({ locale: 'en', where: { id: { equals: product.id } }, limit: 1 })
    // With its size, so the card's <img> can state it and nothing moves when it loads.
    expect(cards.items[0]!.logo).toMatchObject({ width: 1, height: 1, alt: 'Screenshot' })
    expect(cards.items[0]!.logo!.url).toMatch(new RegExp(`/api/media/file/${name}$`))

    // The detail page's read: the product unpopulated, its images in one media read.
    const detail = (await getProductDetail('en', product.key))!
    expect(detail.logo).toMatchObject({ width: 1, height: 1, alt: 'Screenshot' })
    expect(detail.logo!.url).toMatch(new RegExp(`/api/media/file/${name}$`))
    expect(detail.screenshots).toEqual([{ image: { url: expect.stringMatching(new RegExp(`/api/media/file/${name}$`)), alt: 'Screenshot', width: 1, height: 1 }, caption: 'Home' }])
    expect(detail.category).toMatchObject({ key: 'chatbots' })
  })

  it('a model shows the logo of its provider and an MCP server its own, in the list and on the detail page', async () => {
    const editor = await userWithRole('editor')
    const { media, name } = await upload()
    const file = new RegExp(`/api/media/file/${name}$`)
    const provider = unique('Provider')
    const model = await payload.create({
      collection: 'ai-models',
      data: { key: unique('model'), name: 'Logo model', provider, description: 'A model', logo: media.id, _status: 'published' } as never,
      user: editor,
      overrideAccess: false,
      context: { skipSearchIndex: true },
    })
    others.push({ collection: 'ai-models', id: model.id })
    const list = await findModels('en', parseModelQuery({ provider }, [provider]))
    expect(list.items.find((m) => m.key === model.key)?.providerLogo?.url).toMatch(file)
    expect((await findModel('en', model.key))?.providerLogo).toMatchObject({ width: 1, height: 1, alt: 'Screenshot' })

    const server = await payload.create({
      collection: 'mcp-servers',
      data: { key: unique('mcp'), name: `io.example/${unique('srv')}`, title: unique('Logo server'), description: 'A server', logo: media.id, _status: 'published' } as never,
      user: editor,
      overrideAccess: false,
      context: { skipSearchIndex: true },
    })
    others.push({ collection: 'mcp-servers', id: server.id })
    const servers = await findMcpServers('en', parseMcpQuery({ sort: 'newest' }, [], false))
    const card = servers.items.find((s) => s.key === server.key)
    expect(card?.logo?.url).toMatch(file)
    expect((await findMcpServer('en', server.key))?.logo?.url).toMatch(file)
  })

  it('an image still used as a screenshot is not deleted; the editor is told where it is used (no server error)', async () => {
    const editor = await userWithRole('editor')
    const { media } = await upload()
    const product = await createProduct({ name: unique('Shown'), screenshots: [{ image: media.id }] }, { user: editor })
    products.push(product.id)

    const refused = await payload.delete({ collection: 'media', id: media.id, user: editor, overrideAccess: false }).catch((e) => e)
    expect(refused.status).toBe(409)
    expect(refused.message).toContain(product.name)
    expect(refused.message).toMatch(/screenshot/)
    const kept = await payload.findByID({ collection: 'products', id: product.id, depth: 0, overrideAccess: true })
    expect(kept.screenshots?.[0]?.image).toBe(media.id)

    // Once no product shows it, it can go; a logo alone does not hold an image (the logo is just cleared).
    await payload.update({ collection: 'products', id: product.id, data: { screenshots: [], logo: media.id }, user: editor, overrideAccess: false, context: { skipSearchIndex: true } })
    await payload.delete({ collection: 'media', id: media.id, user: editor, overrideAccess: false })
    uploads.splice(uploads.indexOf(media.id), 1)
    const after = await payload.findByID({ collection: 'products', id: product.id, depth: 0, overrideAccess: true })
    expect(after.logo ?? null).toBeNull()
  })
})
