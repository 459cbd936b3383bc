import { describe, expect, it } from 'vitest'
import { isClientId } from '../../storefront/src/features/mcp/installConfig'
import { findMcpServer } from '../../storefront/src/features/mcp/mcpData'
import { findMcpClients, findMcpServerChoices } from '../../storefront/src/features/mcp/mcpClientData'
import { payload, unique, userWithRole } from './helpers'

const draftClient = (key: string) => ({
  key,
  status: 'draft',
  name: 'Draft client',
  vendor: 'Example',
  website: 'https://example.com',
  docsUrl: 'https://example.com/docs',
  description: 'Not yet checked.',
  transports: ['stdio'],
  features: ['tools'],
  platforms: ['linux'],
  configLocation: '~/.example/mcp.json',
  order: 1,
})

describe('MCP clients (the client guide)', () => {
  it('are seeded and published in the editors order, localized, without the staff-only review mark', async () => {
    const clients = await findMcpClients('zh')
    expect(clients.map((c) => c.key).slice(0, 4)).toEqual(['claude-desktop', 'claude-code', 'cursor', 'vscode'])
    for (const key of ['windsurf', 'cline', 'zed', 'continue', 'goose', 'gemini-cli']) expect(clients.map((c) => c.key)).toContain(key)
    // Every seeded client has a configuration generator.
    expect(clients.every((c) => isClientId(c.key))).toBe(true)
    expect(clients.find((c) => c.key === 'zed')!.description).toMatch(/[\u4e00-\u9fff]/)
    const anonymous = await payload.find({ collection: 'mcp-clients', where: { key: { equals: 'zed' } }, overrideAccess: false })
    expect((anonymous.docs[0] as any).editorialReview).toBeUndefined()
    const staff = await payload.find({ collection: 'mcp-clients', where: { key: { equals: 'zed' } }, overrideAccess: true })
    expect((staff.docs[0] as any).editorialReview.needsReview).toBe(true)
  })

  it('a draft is not public: visitors and customers do not see it, editors do', async () => {
    const key = unique('draft-client')
    await payload.create({ collection: 'mcp-clients', data: draftClient(key) as never, overrideAccess: true })
    const where = { key: { equals: key } }
    expect((await payload.find({ collection: 'mcp-clients', where, overrideAccess: false })).totalDocs).toBe(0)
    const customer = await userWithRole('customer')
    expect((await payload.find({ collection: 'mcp-clients', where, user: customer, overrideAccess: false })).totalDocs).toBe(0)
    const editor = await userWithRole('editor')
    expect((await payload.find({ collection: 'mcp-clients', where, user: editor, overrideAccess: false })).totalDocs).toBe(1)
    expect((await findMcpClients('en')).map((c) => c.key)).not.toContain(key)
  })

  it('a customer cannot write a client; an editor can', async () => {
    const customer = await userWithRole('customer')
    await expect(payload.create({ collection: 'mcp-clients', data: draftClient(unique('c')) as never, user: customer, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    const zed = (await payload.find({ collection: 'mcp-clients', where: { key: { equals: 'zed' } }, overrideAccess: true })).docs[0]!
    await expect(payload.update({ collection: 'mcp-clients', id: zed.id, data: { name: 'Hijacked' } as never, user: customer, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    const editor = await userWithRole('editor')
    const made = await payload.create({ collection: 'mcp-clients', data: draftClient(unique('e')) as never, user: editor, overrideAccess: false })
    expect(made.id).toBeDefined()
  })

  it('the generator finds every published server by key and title', async () => {
    const choices = await findMcpServerChoices('en')
    const published = await payload.count({ collection: 'mcp-servers', overrideAccess: false })
    expect(choices.length).toBe(published.totalDocs)
    const detail = await findMcpServer('en', choices[0]!.key)
    expect(detail?.title).toBe(choices[0]!.title)
  })
})
