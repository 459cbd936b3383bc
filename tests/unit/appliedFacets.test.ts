import type React from 'react'
import { describe, expect, it } from 'vitest'
import type { AppliedFacet } from '../../cms/src/search/understand'

const { createElement } = await import('../../storefront/node_modules/react/index.js')
const { prerenderToNodeStream } = await import('../../storefront/node_modules/react-dom/static.node.js')
const { AppliedFacets } = await import('../../storefront/src/features/discover/AppliedFacets')

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element)
  let out = ''
  for await (const chunk of prelude) out += chunk
  return out
}

const facets: AppliedFacet[] = [
  { kind: 'pricing', value: 'free', words: 'free', without: 'open source speech to text' },
  { kind: 'openSource', words: 'open source', without: 'free speech to text' },
  { kind: 'category', id: 7, key: 'transcription', words: 'speech to text', without: 'free open source' },
]
const categories = [{ key: 'audio', name: '音频', categories: [{ id: 7, key: 'transcription', name: '语音转写' }] }]
const render = (locale: 'en' | 'zh' | 'zh-TW' | 'ja', list = facets) =>
  html(createElement(AppliedFacets as unknown as React.FC<any>, { locale, facets: list, categories, href: (text: string) => `/discover/${encodeURIComponent(text)}` }))

describe('the filters a search named', () => {
  it('shows each as a link to the search without its words', async () => {
    const out = await render('en')
    expect(out).toContain('Free to use')
    expect(out).toContain('Open source')
    expect(out).toContain('href="/discover/open%20source%20speech%20to%20text"')
    expect(out).toContain('href="/discover/free%20open%20source"')
  })

  it('names the category in the page language, in all four', async () => {
    expect(await render('zh')).toContain('分类：语音转写')
    expect(await render('zh-TW')).toContain('開源')
    expect(await render('ja')).toContain('無料で使える')
  })

  it('shows nothing when the words named no filter', async () => {
    expect(await render('en', [])).toBe('')
  })
})
