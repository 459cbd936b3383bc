import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { CatalogueError, defaultDataDir, readCatalogue } from '@aidir/seed/catalogue'
import { loadCatalogue } from '@aidir/seed/load'
import { afterAll, describe, expect, it } from 'vitest'
import { payload } from './helpers'

const counts = async () => ({
  products: (await payload.count({ collection: 'products', overrideAccess: true })).totalDocs,
  models: (await payload.count({ collection: 'ai-models', overrideAccess: true })).totalDocs,
  mcp: (await payload.count({ collection: 'mcp-servers', overrideAccess: true })).totalDocs,
})

const scratch: string[] = []
const scratchCopy = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aidir-seed-'))
  scratch.push(dir)
  await cp(defaultDataDir, dir, { recursive: true })
  return dir
}
afterAll(async () => {
  for (const dir of scratch) await rm(dir, { recursive: true, force: true })
})

describe('the catalogue loader', () => {
  it('is idempotent: a second run creates and changes nothing', async () => {
    const before = await counts()
    const report = await loadCatalogue(payload)
    expect(report.created).toBe(0)
    expect(report.updated).toBe(0)
    expect(report.unchanged).toBeGreaterThan(500)
    expect(await counts()).toEqual(before)
  })

  it('loads localized content with relationships resolved', async () => {
    const found = await payload.find({ collection: 'products', where: { key: { equals: 'chatgpt' } }, locale: 'ja', depth: 1, overrideAccess: false })
    const chatgpt = found.docs[0] as any
    expect(chatgpt.name).toBe('ChatGPT')
    expect(chatgpt.category.key).toBe('chatbots')
    expect(chatgpt.tags.length).toBeGreaterThan(0)
    expect(chatgpt.features.length).toBeGreaterThanOrEqual(3)
    expect(chatgpt.tagline).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })

  it('gives every new product its alternatives, in order, beside its arrays and translations', async () => {
    const catalogue = readCatalogue()
    const keys = new Set(catalogue.products.map((p) => p.key))
    const withAlternatives = catalogue.products.filter((p) => p.alternatives.some((a) => keys.has(a)))
    expect(withAlternatives.length).toBeGreaterThan(100)
    const ids = new Map(
      (await payload.find({ collection: 'products', limit: 0, pagination: false, depth: 0, select: { key: true }, overrideAccess: true })).docs.map((d) => [d.id, d.key]),
    )
    for (const p of withAlternatives.slice(0, 40)) {
      const [doc] = (await payload.find({ collection: 'products', where: { key: { equals: p.key } }, locale: 'ja', depth: 0, overrideAccess: true })).docs as any[]
      expect((doc.alternatives as number[]).map((id) => ids.get(id))).toEqual(p.alternatives.filter((a) => keys.has(a)))
      expect(doc.features).toHaveLength(p.features.length)
      expect(doc.faq).toHaveLength(p.faq.length)
      expect(doc.tagline).toBe(p.tagline.ja || p.tagline.en)
    }
  })

  it('refuses a bad record, naming its file and key, and writes nothing', async () => {
    const dir = await scratchCopy()
    const broken = {
      key: 'broken-product',
      name: 'Broken',
      url: 'not a url',
      type: 'paid',
      category: 'chatbots',
      tags: ['chatbot'],
      contentLanguage: 'en',
      pricingModel: 'free',
      tagline: { en: 'x', zh: 'x', 'zh-TW': 'x', ja: 'x' },
      description: { en: 'x', zh: 'x', 'zh-TW': 'x' },
      features: [],
    }
    await writeFile(path.join(dir, 'products', 'zz-broken.json'), JSON.stringify([broken]))
    const before = await counts()
    const error = await loadCatalogue(payload, { dataDir: dir }).catch((e) => e)
    expect(error).toBeInstanceOf(CatalogueError)
    const message = (error as Error).message
    expect(message).toContain('products/zz-broken.json: broken-product: url')
    expect(message).toContain('products/zz-broken.json: broken-product: description.ja')
    expect(await counts()).toEqual(before)
  })

  it('rolls back everything when a write fails half-way', async () => {
    const dir = await scratchCopy()
    // Two valid changes, then a failure after the step that wrote them: neither may remain.
    const file = path.join(dir, 'tags', 'zz-new.json')
    await writeFile(file, JSON.stringify([{ key: 'zz-new-tag', name: { en: 'New', zh: '新', 'zh-TW': '新', ja: '新' } }]))
    const categories = JSON.parse(await (await import('node:fs/promises')).readFile(path.join(dir, 'categories.json'), 'utf8'))
    categories[0].name.en = 'Renamed group'
    await writeFile(path.join(dir, 'categories.json'), JSON.stringify(categories))
    const failing = await loadCatalogue(payload, {
      dataDir: dir,
      onStep: (step) => {
        if (step === 'tags') throw new Error('simulated failure after the tags step')
      },
    }).catch((e) => e)
    expect((failing as Error).message).toBe('simulated failure after the tags step')
    const group = await payload.find({ collection: 'categories', where: { key: { equals: categories[0].key } }, locale: 'en', overrideAccess: true })
    expect(group.docs[0]!.name).not.toBe('Renamed group')
    const tag = await payload.find({ collection: 'tags', where: { key: { equals: 'zz-new-tag' } }, overrideAccess: true })
    expect(tag.docs).toHaveLength(0)
  })
})
