import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CatalogueError, readCatalogue } from '../../seed/src/catalogue'
import { domainAgeDays } from '../../cms/src/collections/Products/domainAgeDays'

describe('the curated catalogue', () => {
  const catalogue = readCatalogue()

  it('is large enough to be useful', () => {
    const categories = catalogue.categories.filter((g) => g.kind === 'product').flatMap((g) => g.children)
    expect(catalogue.products.length).toBeGreaterThanOrEqual(300)
    expect(categories.length).toBeGreaterThanOrEqual(25)
    expect(catalogue.models.length).toBeGreaterThanOrEqual(60)
    expect(catalogue.mcpServers.length).toBeGreaterThanOrEqual(120)
    expect(catalogue.news.length).toBeGreaterThanOrEqual(40)
    expect(catalogue.guides.length).toBeGreaterThanOrEqual(20)
    expect(catalogue.menus.map((m) => m.variant).sort()).toEqual([1, 2])
    expect(catalogue.adPositions.length).toBe(6)
    expect(catalogue.faqs.length).toBeGreaterThan(0)
  })

  it('uses every product category and gives models real prices', () => {
    const used = new Set(catalogue.products.map((p) => p.category))
    const defined = catalogue.categories.filter((g) => g.kind === 'product').flatMap((g) => g.children.map((c) => c.key))
    expect(defined.filter((k) => !used.has(k))).toEqual([])
    expect(catalogue.models.filter((m) => m.pricing?.input != null).length).toBeGreaterThanOrEqual(50)
  })

  it('has distinct Simplified and Traditional Chinese texts', () => {
    const same = catalogue.products.filter((p) => p.description.zh === p.description['zh-TW'])
    expect(same.length).toBeLessThan(catalogue.products.length * 0.05)
  })

  it('reports a bad record with its file and key', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'aidir-cat-'))
    await mkdir(path.join(dir, 'tags'))
    await writeFile(path.join(dir, 'tags', 'a.json'), JSON.stringify([{ key: 'Bad Key', name: { en: 'x' } }]))
    expect(() => readCatalogue(dir)).toThrow(CatalogueError)
    try {
      readCatalogue(dir)
    } catch (e) {
      expect((e as Error).message).toContain('tags/a.json: Bad Key: key')
      expect((e as Error).message).toContain('tags/a.json: Bad Key: name.zh')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('domain age', () => {
  it('counts whole days and ignores unknown dates', () => {
    expect(domainAgeDays('2020-01-01T00:00:00Z', new Date('2020-01-31T12:00:00Z'))).toBe(30)
    expect(domainAgeDays(undefined)).toBeUndefined()
    expect(domainAgeDays('not a date')).toBeUndefined()
  })
})
