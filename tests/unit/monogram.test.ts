import { describe, expect, it } from 'vitest'
import { escapeXml, MONOGRAM_COLORS, monogramColor, monogramDataUrl, monogramInitials, monogramSvg } from '@/features/logo/monogram'

/** WCAG relative luminance and contrast ratio. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  return 1.05 / (l + 0.05)
}

describe('generated monogram logos', () => {
  it('gives a name always the same colour, whatever its case, width or surrounding spaces', () => {
    expect(monogramColor('ChatGPT')).toBe(monogramColor('ChatGPT'))
    expect(monogramColor(' chatgpt ')).toBe(monogramColor('ChatGPT'))
    expect(monogramColor('ＣｈａｔＧＰＴ')).toBe(monogramColor('ChatGPT'))
    // Pinned: a colour must not change between releases (visitors learn them).
    expect([monogramColor('ChatGPT'), monogramColor('Claude')]).toEqual(['#b45309', '#15803d'])
  })

  it('spreads names over the palette', () => {
    const names = ['ChatGPT', 'Claude', 'Midjourney', 'Whisper', 'Otter', 'FunASR', 'DeepSeek', 'Kimi', '即梦', '通义千问', '文心一言', 'Stable Diffusion', 'Runway', 'Suno', 'Perplexity', 'Cursor', 'Copilot', 'Gemini', 'NovelAI', 'ChatTTS']
    expect(new Set(names.map(monogramColor)).size).toBeGreaterThanOrEqual(8)
  })

  it('uses only colours on which white initials meet WCAG AA (4.5:1)', () => {
    for (const color of MONOGRAM_COLORS) expect(contrastWithWhite(color), color).toBeGreaterThanOrEqual(4.5)
  })

  it('takes the first character of a CJK name and the initials of the first two words otherwise', () => {
    expect(monogramInitials('通义千问')).toBe('通')
    expect(monogramInitials('即梦 AI')).toBe('即')
    expect(monogramInitials('文字起こしくん')).toBe('文')
    expect(monogramInitials('ゆっくりMovieMaker')).toBe('ゆ')
    expect(monogramInitials('뤼튼')).toBe('뤼')
    expect(monogramInitials('Stable Diffusion')).toBe('SD')
    expect(monogramInitials('DeepSeek')).toBe('DS')
    expect(monogramInitials('midjourney')).toBe('M')
    expect(monogramInitials('  @openai/whisper')).toBe('OW')
    expect(monogramInitials('Kimi 智能助手')).toBe('K')
    expect(monogramInitials('360 AI 搜索')).toBe('3A')
    expect(monogramInitials('🚀✨')).toBe('?')
  })

  it('escapes the name in the SVG, so a name cannot add markup or break out of the document', () => {
    const name = `<script>alert("x")</script> & 'Co'`
    const svg = monogramSvg(name)
    expect(svg).not.toContain('<script')
    expect(svg).toContain(`<title>${escapeXml(name)}</title>`)
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;')
    // One document: exactly one root element, closed once.
    expect(svg.match(/<svg\b/g)).toHaveLength(1)
    expect(svg.match(/<\/svg>/g)).toHaveLength(1)
  })

  it('makes a data URL that decodes back to the SVG and holds no character that ends an HTML attribute', () => {
    for (const name of ['Claude', '通义千问', `Tom & "Jerry" <AI> #1 100%`]) {
      const url = monogramDataUrl(name)
      expect(url.startsWith('data:image/svg+xml,')).toBe(true)
      expect(url).not.toMatch(/["<>#\s]|[^\x20-\x7e]/)
      expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(monogramSvg(name).replace(/"/g, "'"))
    }
  })
})
