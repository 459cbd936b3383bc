import { describe, expect, it } from 'vitest'
import { badgeKey, type CardRow, fromCompactCardRow, toCompactCardRow, toCompactCardRows } from './cardRow'

const full: CardRow = {
  key: 'ollama',
  name: 'Ollama',
  tagline: 'Run models locally',
  type: 'open_source',
  pricing: 'open_source',
  badge: 'Open source',
  category: { key: 'local-llm', name: 'Local LLM' },
  logo: { url: '/media/ollama.png', width: 256, height: 256, alt: null, variants: [] },
}

describe('compact card rows', () => {
  it('read back as the same card, whatever it leaves out', () => {
    const { logo: _logo, ...noLogo } = full
    const { category: _category, pricing: _pricing, ...bare } = noLogo
    for (const row of [full, noLogo, bare]) expect(fromCompactCardRow(toCompactCardRow(row))).toEqual(row)
  })

  it('leave off empty places at the end and write 0 for one in between', () => {
    const { logo: _logo, category: _category, ...row } = full
    expect(toCompactCardRow(row)).toEqual(['ollama', 'Ollama', 'Run models locally', 'open_source', 'Open source', 'open_source'])
    expect(toCompactCardRow({ ...full, pricing: undefined, category: undefined })).toEqual(['ollama', 'Ollama', 'Run models locally', 'open_source', 'Open source', 0, 0, 0, full.logo])
  })

  it('are shorter than the rows they stand for', () => {
    expect(JSON.stringify(toCompactCardRow(full)).length).toBeLessThan(JSON.stringify(full).length * 0.85)
  })

  it('leaves out a badge the page gives as a word once, and reads it back', () => {
    const words = { open_source: 'Open source', paid: 'Paid', freemium: 'Freemium' }
    const paid: CardRow = { key: 'x', name: 'X', tagline: 'T', type: 'paid', pricing: 'freemium', badge: 'Freemium' }
    // A badge worded otherwise than the page's word stays in its row.
    const odd: CardRow = { ...paid, key: 'y', badge: 'Freemium plan' }
    const rows = toCompactCardRows([full, paid, odd], words)
    expect(rows.map((r) => r[4])).toEqual([0, 0, 'Freemium plan'])
    expect(rows.map((r) => fromCompactCardRow(r, words))).toEqual([full, paid, odd])
    expect([full, paid, { ...paid, pricing: undefined }].map(badgeKey)).toEqual(['open_source', 'freemium', 'paid'])
  })
})
