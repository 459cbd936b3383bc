import { readCatalogue } from '@aidir/seed/catalogue'
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
    const key = `untranslated-${Date.now()}`
    await payload.create({
      collection: 'mcp-servers',
      locale: 'en',
      data: { key, name: `io.example/${key}`, title: 'Untranslated', description: 'A server whose parameters are in English only.', _status: 'published', tools: [{ name: 'lookup', description: 'Looks something up.', parameters: [{ name: 'q', type: 'string', required: true, description: 'What to look up' }] }] } as never,
      overrideAccess: true,
      context: { skipSearchIndex: true },
    })
    for (const locale of ['zh', 'zh-TW', 'ja'] as const) expect(await parameter(key, 'lookup', 'q', locale), locale).toBe('What to look up')
  })

  it('are translated for every parameter of every seeded server', async () => {
    // The seeded servers only: other tests make servers of their own, some deliberately untranslated.
    const seeded = readCatalogue().mcpServers.map((m) => m.key)
    const { docs } = await payload.find({ collection: 'mcp-servers', locale: 'all' as never, where: { key: { in: seeded } }, limit: 1000, depth: 0, overrideAccess: true, pagination: false })
    expect(docs.length).toBeGreaterThan(100)
    for (const doc of docs) {
      for (const tool of doc.tools ?? []) {
        for (const p of tool.parameters ?? []) {
          const d = p.description as unknown as Record<string, string> | null | undefined
          // A parameter without a description reads as an empty object of languages.
          if (!d?.en) continue
          for (const locale of ['zh', 'zh-TW', 'ja']) expect(d[locale], `${doc.key} ${tool.name} ${p.name} ${locale}`).toBeTruthy()
        }
      }
    }
  })
})
