import { classifyTopic, composeBrief, MentionMatcher, normalizeUrl, parseFeedItems, TitleIndex, jaccard, titleTokens } from '@aidir/cms/news'
import { describe, expect, it } from 'vitest'

describe('news URL normalisation', () => {
  it('makes one key of the same article linked with tracking parameters, www, a trailing slash, a fragment or another scheme', () => {
    const key = normalizeUrl('https://example.com/ai/story')
    for (const variant of [
      'http://www.example.com/ai/story/',
      'https://EXAMPLE.com/ai/story?utm_source=rss&utm_medium=feed',
      'https://example.com/ai/story#comments',
      'https://example.com:443/ai//story?fbclid=abc',
      'https://example.com/ai/story/index.html',
    ])
      expect(normalizeUrl(variant), variant).toBe(key)
  })

  it('keeps what tells articles apart: other paths, meaningful parameters in any order, ports', () => {
    expect(normalizeUrl('https://example.com/ai/story-2')).not.toBe(normalizeUrl('https://example.com/ai/story'))
    expect(normalizeUrl('https://example.com/read?id=1&page=2')).toBe(normalizeUrl('https://example.com/read?page=2&id=1'))
    expect(normalizeUrl('https://example.com/read?id=1')).not.toBe(normalizeUrl('https://example.com/read?id=2'))
    expect(normalizeUrl('https://example.com:8443/a')).not.toBe(normalizeUrl('https://example.com/a'))
  })

  it('refuses what cannot be linked to', () => {
    for (const bad of ['', 'not a url', 'javascript:alert(1)', 'ftp://example.com/a', '/relative/path', null, undefined]) expect(normalizeUrl(bad as never)).toBeNull()
  })
})

describe('near-duplicate titles', () => {
  it('takes a syndicated headline with another case, punctuation or publisher suffix for the same story', () => {
    const index = new TitleIndex()
    index.add('OpenAI releases GPT-5 with longer context')
    expect(index.findNear('OpenAI Releases GPT-5 With Longer Context — The Verge')).not.toBeNull()
    expect(index.findNear('openai releases gpt-5, with longer context!')).not.toBeNull()
  })

  it('tells different stories apart even when they share words', () => {
    const index = new TitleIndex()
    index.add('OpenAI releases GPT-5 with longer context')
    expect(index.findNear('Google releases Gemini 3 with longer context')).toBeNull()
    expect(index.findNear('OpenAI raises new funding round')).toBeNull()
  })

  it('still finds a near duplicate among thousands of titles sharing the common words', () => {
    const index = new TitleIndex()
    for (let n = 0; n < 3000; n++) index.add(`Startup ${n} ships agents tool number ${n * 7 + 3}`)
    expect(index.findNear('Startup 2999 Ships Agents Tool Number 20996 - Feed 9')).toBe(1)
    expect(index.findNear('Startup 3001 ships agents tool number 21010')).toBeNull()
  })

  it('compares Chinese and Japanese titles by character pairs', () => {
    expect(jaccard(titleTokens('深度求索发布新一代推理模型'), titleTokens('深度求索发布新一代推理模型 - 新浪科技'))).toBe(1)
    expect(jaccard(titleTokens('深度求索发布新一代推理模型'), titleTokens('阿里巴巴发布通义千问新版本'))).toBeLessThan(0.3)
    const index = new TitleIndex()
    index.add('グーグルが新しいAIモデルを発表')
    expect(index.findNear('グーグルが新しいAIモデルを発表')).toBe(1)
  })
})

describe('feed parsing', () => {
  it('reads RSS and Atom entries, plain text summaries, dates, and caps a huge feed', () => {
    const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>${Array.from({ length: 50 }, (_, i) => `<item><title>Story ${i} &amp; more</title><link>https://example.com/${i}</link><description>&lt;p&gt;Body &lt;b&gt;${i}&lt;/b&gt;&lt;/p&gt;</description><pubDate>Fri, 27 Nov 2026 08:00:00 GMT</pubDate></item>`).join('')}</channel></rss>`
    const { items, total } = parseFeedItems(rss, 10)
    expect(total).toBe(50)
    expect(items).toHaveLength(10)
    expect(items[0]).toEqual({ url: 'https://example.com/0', title: 'Story 0 & more', summary: 'Body 0', publishedAt: new Date('2026-11-27T08:00:00Z') })
    const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><entry><title>E</title><link rel="alternate" href="https://example.org/e"/><summary>S</summary><updated>2026-11-27T08:00:00Z</updated><id>urn:x</id></entry><entry><title>No link</title><id>urn:y</id></entry></feed>`
    expect(parseFeedItems(atom, 10).items).toEqual([{ url: 'https://example.org/e', title: 'E', summary: 'S', publishedAt: new Date('2026-11-27T08:00:00Z') }])
  })

  it('refuses a document that is not a feed', () => {
    expect(() => parseFeedItems('<html><body>hello</body></html>', 10)).toThrow(/not a readable feed/)
    expect(() => parseFeedItems('<rss><channel><item><title>broken', 10)).toThrow(/not a readable feed/)
  })
})

describe('categories and mentions', () => {
  it('categorises by the feed setting, else by the words', () => {
    expect(classifyTopic('Acme raises $20M Series A', null)).toBe('funding')
    expect(classifyTopic('Meta open-sources Llama 5 weights', null)).toBe('model')
    expect(classifyTopic('Notion launches an AI calendar', null)).toBe('launch')
    expect(classifyTopic('智谱发布新产品', null)).toBe('launch')
    expect(classifyTopic('A quiet week', null)).toBe('general')
    expect(classifyTopic('A quiet week', 'research')).toBe('research')
  })

  it('finds catalogue names as whole words, keys read as words, CJK names as substrings', () => {
    const m = new MentionMatcher()
    m.add('products', 1, 'Notion AI')
    m.add('products', 2, 'Go')
    m.add('models', 3, 'claude 3 opus')
    m.add('products', 4, '通义千问')
    m.add('products', 5, 'Cursor')
    expect(m.find('Notion AI now uses Claude 3 Opus; go try it. 通义千问 too. Cursors everywhere')).toEqual({ products: [1, 4], models: [3] })
  })
})

describe('daily brief composition', () => {
  it('lists top stories by mentions and then the sections, without repeating a story, in the language asked', () => {
    const a = (key: string, topic: string, mentions: number) => ({ key, title: `T ${key}`, summary: `S ${key}`, topic, mentions, publishedAt: '2026-11-26T10:00:00Z' })
    const articles = [a('a', 'launch', 0), a('b', 'model', 3), a('c', 'funding', 2), a('d', 'general', 1), a('e', 'general', 0), a('f', 'launch', 0), a('g', 'funding', 0)]
    const brief = composeBrief('zh', '2026-11-26', articles)
    expect(brief.title).toBe('AI 日报 2026-11-26')
    expect(brief.body.split('\n')[0]).toBe('## 头条')
    expect(brief.body).toContain('- [T b](/news/b): S b')
    expect(brief.body.indexOf('[T b]')).toBeLessThan(brief.body.indexOf('[T c]'))
    expect(brief.body).toContain('## 产品发布\n- [T f]')
    expect(brief.body).toContain('## 融资\n- [T g]')
    expect(brief.body.match(/\[T a\]/g)).toHaveLength(1)
  })
})
