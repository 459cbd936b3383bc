import type React from 'react'
import { describe, expect, it } from 'vitest'
import { monogram, MONOGRAM_COLORS, monogramColor, monogramInitials } from '@/features/logo/monogram'

const { createElement } = await import('../../storefront/node_modules/react/index.js')
const { renderToStaticMarkup } = await import('../../storefront/node_modules/react-dom/server.node.js')
const { Logo } = await import('@/features/logo/Logo')
const render = (props: Record<string, unknown>) => renderToStaticMarkup(createElement(Logo as unknown as React.FC<any>, props)) as string
/** The text a page shows for some markup: what is between its tags. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '')

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

  it('draws one letter larger than two, on the colour of the name', () => {
    expect(monogram('Midjourney')).toEqual({ initials: 'M', color: monogramColor('Midjourney'), fontScale: 32 / 64 })
    expect(monogram('Stable Diffusion')).toEqual({ initials: 'SD', color: monogramColor('Stable Diffusion'), fontScale: 26 / 64 })
    expect(monogram('通义千问').initials).toBe('通')
  })

  it('is a tile whose initials are drawn from an attribute: an image named after the item, with no text of its own', () => {
    const html = render({ name: 'Anthropic', size: 24 })
    expect(textOf(html)).toBe('')
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Anthropic"')
    expect(html).toContain('data-logo="monogram"')
    expect(html).toContain('data-initials="A"')
    expect(html).toContain(`background:${monogramColor('Anthropic')}`)
    expect(html).toContain('--logo-size:24px')
    // No image document per logo any more.
    expect(html).not.toMatch(/<img|data:image/)
    // On a detail page it says it is a placeholder.
    expect(render({ name: '通义千问', size: 80, placeholderTitle: 'Placeholder' })).toMatch(/title="Placeholder"[^>]*data-initials="通"|data-initials="通"[^>]*title="Placeholder"/)
  })

  it('escapes a name in its attributes, so a name cannot add markup', () => {
    const html = render({ name: `<script>alert("x")</script> & Co` })
    expect(html).not.toContain('<script')
    expect(textOf(html)).toBe('')
    expect(html).toContain('aria-label="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co"')
  })

  it('stays an <img> with its size when the item has a logo file', () => {
    const html = render({ name: 'Claude', logo: { url: '/media/claude.png', width: 256, variants: [{ url: '/media/claude-64.webp', width: 64 }] }, size: 48 })
    expect(html).toMatch(/^<img [^>]*data-logo="media"/)
    expect(html).toContain('width="48"')
    expect(html).toContain('loading="lazy"')
  })
})
