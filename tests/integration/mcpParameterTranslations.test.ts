import { describe, expect, it } from 'vitest'
import { payload } from './helpers'

/**
 * MCP tool parameter descriptions in the reader's language (the issue: they stayed English on zh,
 * zh-TW and ja pages): the seeded translations are stored per language, and a description nobody
 * translated yet reads in English.
 */
const parameter = async (server: string, tool: string, name: string, locale: 'en' | 'zh' | 'zh-TW' | 'ja') => {
  const found = await payload.find({ collection: 'mcp-servers', where: { key: { equals: server } }, locale, limit: 1, depth: 0, overrideAccess: false })
  const t = (found.docs[0]?.tools ?? []).find((x) => x.name === tool)
  return t?.parameters?.find((p) => p.name === name)?.description
}

describe('MCP tool parameter descriptions', () => {
  it('read in each language where translated', async () => {
    expect(await parameter('filesystem', 'read_text_file', 'path', 'en')).toBe('File path')
    expect(await parameter('filesystem', 'read_text_file', 'path', 'zh')).toBe('文件路径')
    expect(await parameter('filesystem', 'read_text_file', 'path', 'zh-TW')).toBe('檔案路徑')
    expect(await parameter('filesystem', 'read_text_file', 'path', 'ja')).toBe('ファイルパス')
  })

  it('fall back to English where nobody translated them yet', async () => {
    for (const locale of ['zh', 'zh-TW', 'ja'] as const) expect(await parameter('elevenlabs', 'text_to_speech', 'text', locale), locale).toBe('Text')
  })

  it('are translated for every parameter of the first 59 curated servers', async () => {
    const { docs } = await payload.find({ collection: 'mcp-servers', where: { key: { in: ['everything', 'github', 'playwright', 'supabase', 'notion', 'kubernetes', 'paypal'] } }, locale: 'all' as never, limit: 10, depth: 0, overrideAccess: true, pagination: false })
    expect(docs.length).toBe(7)
    for (const doc of docs) {
      for (const tool of doc.tools ?? []) {
        for (const p of tool.parameters ?? []) {
          const d = p.description as unknown as Record<string, string> | null | undefined
          if (!d) continue
          for (const locale of ['zh', 'zh-TW', 'ja']) expect(d[locale], `${doc.key} ${tool.name} ${p.name} ${locale}`).toBeTruthy()
        }
      }
    }
  })
})
