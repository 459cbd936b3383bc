import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CatalogueError, defaultDataDir, readCatalogue } from '../../seed/src/catalogue'
import { productDoc, reviewOf } from '../../seed/src/toDocuments'

/** seed/data/traffic-estimates.json and domain-facts.json: what they must hold, and what the check refuses. */
const catalogue = readCatalogue()
const byKey = new Map(catalogue.products.map((p) => [p.key, p]))

// Reading the whole catalogue takes a second or more on a busy machine.
const SLOW = 30_000
let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'aidir-figures-'))
  await cp(defaultDataDir, dir, { recursive: true })
})
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})
/** The check's problems for a copy of the data with one file's records changed ('' when none). */
async function problemsWith(file: string, change: (records: any[]) => any[]) {
  const original = await readFile(path.join(defaultDataDir, file), 'utf8')
  await writeFile(path.join(dir, file), JSON.stringify(change(JSON.parse(original))))
  try {
    readCatalogue(dir)
    return ''
  } catch (err) {
    expect(err).toBeInstanceOf(CatalogueError)
    return (err as Error).message
  } finally {
    await writeFile(path.join(dir, file), original)
  }
}

describe('the public traffic estimates', () => {
  it('cover the best-known products, each with a source and the month it describes', () => {
    expect(catalogue.trafficEstimates.length).toBeGreaterThanOrEqual(150)
    for (const key of ['chatgpt', 'gemini', 'claude', 'perplexity', 'deepseek', 'character-ai', 'midjourney', 'kimi', 'doubao', 'microsoft-copilot', 'grammarly', 'capcut', 'jianying']) {
      expect(catalogue.trafficEstimates.some((e) => e.key === key), key).toBe(true)
    }
    const thisMonth = new Date().toISOString().slice(0, 7)
    for (const e of catalogue.trafficEstimates) {
      expect(e.source.length, e.key).toBeGreaterThan(5)
      expect(e.asOf <= thisMonth, e.key).toBe(true)
      expect(new URL(byKey.get(e.key)!.url).hostname, e.key).not.toBe('github.com')
    }
    // ChatGPT in the billions, far above a niche tool.
    const visits = (key: string) => catalogue.trafficEstimates.find((e) => e.key === key)!.monthlyVisits
    expect(visits('chatgpt')).toBeGreaterThan(1e9)
    expect(visits('chatgpt')).toBeGreaterThan(100 * visits('meshy'))
  })

  it('refuses an estimate for a code repository, an unknown product or a bad month', async () => {
    const repo = await problemsWith('traffic-estimates.json', (r) => [...r, { key: 'whisper', monthlyVisits: 1000, source: 'x source', asOf: '2025-01' }])
    expect(repo).toContain('traffic-estimates.json: whisper')
    expect(repo).toContain('is a code repository')
    const unknown = await problemsWith('traffic-estimates.json', (r) => [...r, { key: 'no-such-product', monthlyVisits: 1000, source: 'x source', asOf: '2025-01' }])
    expect(unknown).toContain('traffic-estimates.json: no-such-product: not a catalogue product')
    const month = await problemsWith('traffic-estimates.json', (r) => [{ ...r[0], asOf: '2025-13' }, ...r.slice(1)])
    expect(month).toContain('asOf: must be YYYY-MM')
  }, SLOW)
})

describe('the domain facts', () => {
  it('give a registry date only for domains the product lives on', async () => {
    for (const d of catalogue.domainFacts) {
      const host = new URL(byKey.get(d.key)!.url).hostname.replace(/^www\./, '')
      expect(host === d.domain || host.endsWith(`.${d.domain}`), d.key).toBe(true)
      expect(d.source, d.key).toMatch(/WHOIS|RDAP/)
    }
    expect(catalogue.domainFacts.some((d) => d.key === 'midjourney')).toBe(false)
    const wrong = await problemsWith('domain-facts.json', (r) => [{ ...r[0], domain: 'example.com' }, ...r.slice(1)])
    expect(wrong).toContain('example.com is not the domain of')
    const future = await problemsWith('domain-facts.json', (r) => [{ ...r[0], registeredAt: '2999-01-01' }, ...r.slice(1)])
    expect(future).toContain('cannot be a registration date')
  }, SLOW)

  it('become the product’s domain fields, and nothing else is made up', () => {
    const ids = () => undefined
    const gemini = productDoc(byKey.get('gemini')!, ids, true, { domain: catalogue.domainFacts.find((d) => d.key === 'gemini') })
    expect(gemini.domain).toMatchObject({ createdAt: '1997-09-15T00:00:00.000Z', source: expect.stringContaining('google.com') })
    const midjourney = productDoc(byKey.get('midjourney')!, ids, true, {})
    expect(midjourney.domain).toEqual({ createdAt: null, expiresAt: null, updatedAt: null, source: null })
  })
})

describe('the editorial-review note of the seed', () => {
  it('marks a record when any note is given and gathers a product’s notes', () => {
    expect(reviewOf(undefined, undefined)).toEqual({ needsReview: false, note: null })
    expect(reviewOf('a', undefined, 'b')).toEqual({ needsReview: true, note: 'a\nb' })
    const estimate = catalogue.trafficEstimates.find((e) => e.editorialReview)!
    const doc = productDoc(byKey.get(estimate.key)!, () => undefined, true, { estimate })
    expect(doc.editorialReview.needsReview).toBe(true)
    expect(doc.editorialReview.note).toContain('Traffic estimate:')
    expect(doc.trafficEstimate).toEqual({ monthlyVisits: estimate.monthlyVisits, source: estimate.source, asOf: estimate.asOf })
  })

  it('is refused when empty', async () => {
    const empty = await problemsWith('traffic-estimates.json', (r) => [{ ...r[0], editorialReview: '' }, ...r.slice(1)])
    expect(empty).toContain('editorialReview')
  }, SLOW)
})
