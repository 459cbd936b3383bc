import { readFileSync } from 'node:fs'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { extractFace } from '@/features/og/fontCollection'
import { ogImagePath, readOgImagePath } from '@/features/og/ogImageUrl'
import { drawableText } from '@/features/og/ogText'

const DEBIAN_CJK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret'
})

const parts = (path: string) => {
  const m = /^\/og\/([^/]+)\/([^/]+)$/.exec(path)
  expect(m, path).not.toBeNull()
  return [m![1]!, m![2]!] as const
}

describe('social image addresses', () => {
  it('carry what the image shows and read back only when the site signed them', () => {
    const path = ogImagePath({ locale: 'zh-TW', kind: 'product', name: '通義千問', tagline: '阿里雲的大型語言模型', logo: 'http://127.0.0.1:3001/api/media/file/qwen.png' })
    const [data, file] = parts(path)
    expect(file).toMatch(/^[\w-]{22}\.png$/)
    expect(readOgImagePath(data, file)).toEqual({ locale: 'zh-TW', kind: 'product', name: '通義千問', tagline: '阿里雲的大型語言模型', logo: 'http://127.0.0.1:3001/api/media/file/qwen.png' })

    // Another text under the same signature, or a made-up signature: not ours.
    const [otherData] = parts(ogImagePath({ locale: 'en', kind: 'product', name: 'Something else' }))
    expect(readOgImagePath(otherData, file)).toBeNull()
    expect(readOgImagePath(data, `${'A'.repeat(22)}.png`)).toBeNull()
    expect(readOgImagePath(data, file.replace('.png', '.jpg'))).toBeNull()
    expect(readOgImagePath('not-base64-json', file)).toBeNull()
  })

  it('cut long texts and drop a logo that is not a web address', () => {
    const [data, file] = parts(ogImagePath({ locale: 'en', kind: 'news', name: 'N'.repeat(500), tagline: 'T'.repeat(500), logo: 'javascript:alert(1)' }))
    const subject = readOgImagePath(data, file)!
    expect([...subject.name].length).toBeLessThanOrEqual(120)
    expect([...subject.tagline].length).toBeLessThanOrEqual(200)
    expect(subject.logo).toBeNull()
  })
})

describe('text drawn into social images', () => {
  it('keeps Latin and CJK text but leaves out emoji and scripts no local font covers, so nothing is fetched', () => {
    expect(drawableText('Claude 🤖 — 智能助手 ✨ 🎙️ 👩‍💻', true, 100)).toBe('Claude — 智能助手')
    expect(drawableText('ChatGPT: 文字起こし', false, 100)).toBe('ChatGPT:')
    expect(drawableText('a'.repeat(50), true, 10)).toBe(`${'a'.repeat(9)}…`)
  })
})

describe("the system's CJK font collection", () => {
  const collection = readFileSync(DEBIAN_CJK)

  it('gives one face per language as a font file of its own', () => {
    for (const family of ['Noto Sans CJK SC', 'Noto Sans CJK TC', 'Noto Sans CJK JP']) {
      const face = extractFace(collection, family)!
      expect(face, family).not.toBeNull()
      expect(face.toString('latin1', 0, 4)).toBe('OTTO')
      // The table directory points inside the new file, and the outlines came along whole.
      const tables = face.readUInt16BE(4)
      for (let i = 0; i < tables; i++) {
        const r = 12 + 16 * i
        expect(face.readUInt32BE(r + 8) + face.readUInt32BE(r + 12)).toBeLessThanOrEqual(face.length)
      }
      expect(face.length).toBeLessThan(collection.length)
    }
    expect(extractFace(collection, 'No Such Family')).toBeNull()
  })
})

describe('rendering a social image', () => {
  afterEach(() => vi.restoreAllMocks())

  it('draws Chinese, Japanese and Latin text as a 1200×630 PNG without any network request', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const { renderOgImage } = await import('@/features/og/renderOgImage')
    for (const [locale, name, tagline] of [
      ['zh', '通义千问', '阿里云推出的大语言模型，支持中文对话与写作'],
      ['ja', '文字起こしくん', '会議の音声を自動で文字起こし'],
      ['en', 'Whisper', 'Open-source speech recognition by OpenAI 🎙️'],
    ] as const) {
      const png = await renderOgImage({ locale, kind: 'product', name, tagline, logo: null })
      expect(png.subarray(1, 4).toString('latin1'), locale).toBe('PNG')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], locale).toEqual([1200, 630])
    }
    // The renderer loads its own WebAssembly from a data: URL; nothing may go to the network.
    const network = fetch.mock.calls.map(([url]) => String(url instanceof Request ? url.url : url)).filter((url) => !url.startsWith('data:'))
    expect(network).toEqual([])
  }, 120_000)
})
