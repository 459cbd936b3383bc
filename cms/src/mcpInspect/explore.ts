import type { CallToolResult, Prompt, Resource, Tool } from '@modelcontextprotocol/sdk/types.js'
import { checkArguments } from './argumentsCheck'
import { InspectError } from './errors'
import { openableUrl } from './links'
import type { McpSession } from './session'

/** What a server offers, as the playground and the probe read it. */
export type Offer = {
  tools: ToolView[]
  resources: ResourceView[]
  prompts: PromptView[]
}
export type ToolView = Pick<Tool, 'name' | 'title' | 'description' | 'inputSchema' | 'outputSchema' | 'annotations'>
export type ResourceView = Pick<Resource, 'uri' | 'name' | 'title' | 'description' | 'mimeType'> & { link?: string }
export type PromptView = Pick<Prompt, 'name' | 'title' | 'description' | 'arguments'>

const maxPages = 10
const maxItems = 500

async function allPages<T>(session: McpSession, page: (cursor: string | undefined, o: { timeout: number; signal?: AbortSignal }) => Promise<{ items: T[]; nextCursor?: string }>): Promise<T[]> {
  const items: T[] = []
  let cursor: string | undefined
  for (let i = 0; i < maxPages && items.length < maxItems; i++) {
    const answer = await session.run((o) => page(cursor, o))
    items.push(...answer.items)
    if (!answer.nextCursor || answer.nextCursor === cursor) break
    cursor = answer.nextCursor
  }
  return items.slice(0, maxItems)
}

export async function listOffer(session: McpSession): Promise<Offer> {
  const caps = session.capabilities ?? {}
  const { client } = session
  const tools = caps.tools
    ? await allPages(session, async (cursor, o) => {
        const r = await client.listTools(cursor ? { cursor } : undefined, o)
        return { items: r.tools, nextCursor: r.nextCursor }
      })
    : []
  const resources = caps.resources
    ? await allPages(session, async (cursor, o) => {
        const r = await client.listResources(cursor ? { cursor } : undefined, o)
        return { items: r.resources, nextCursor: r.nextCursor }
      })
    : []
  const prompts = caps.prompts
    ? await allPages(session, async (cursor, o) => {
        const r = await client.listPrompts(cursor ? { cursor } : undefined, o)
        return { items: r.prompts, nextCursor: r.nextCursor }
      })
    : []
  return {
    tools: tools.map(({ name, title, description, inputSchema, outputSchema, annotations }) => ({ name, title, description, inputSchema, outputSchema, annotations })),
    resources: resources.map(({ uri, name, title, description, mimeType }) => ({ uri, name, title, description, mimeType, link: openableUrl(uri) })),
    prompts: prompts.map(({ name, title, description, arguments: args }) => ({ name, title, description, arguments: args })),
  }
}

/** One block of a tool's answer, reduced to what the page shows as text (never as HTML). */
export type ContentView =
  | { type: 'text'; text: string }
  | { type: 'image' | 'audio'; mimeType: string; bytes: number }
  | { type: 'resource'; uri: string; mimeType?: string; text?: string; link?: string }
  | { type: 'resource_link'; uri: string; name?: string; link?: string }
  | { type: 'other'; json: string }

export type CallView = { content: ContentView[]; structuredContent?: unknown; isError: boolean; durationMs: number }

/** `known`: the tools this server listed a moment ago for the same caller (toolCache.ts); else they are listed now. */
export async function callTool(session: McpSession, name: string, args: Record<string, unknown>, known?: ToolView[]): Promise<CallView> {
  let tool = known?.find((t) => t.name === name)
  if (!tool) {
    const { tools } = await session.run((o) => session.client.listTools(undefined, o))
    tool = tools.find((t) => t.name === name)
  }
  if (!tool) throw new InspectError('unknown_tool', `The server has no tool named ${name}`)
  checkArguments(tool.inputSchema, args)
  const started = performance.now()
  const result = (await session.run((o) => session.client.callTool({ name, arguments: args }, undefined, o))) as CallToolResult
  return {
    content: (Array.isArray(result.content) ? result.content : []).slice(0, 100).map(contentView),
    structuredContent: result.structuredContent,
    isError: result.isError === true,
    durationMs: Math.round(performance.now() - started),
  }
}

function contentView(block: CallToolResult['content'][number]): ContentView {
  switch (block.type) {
    case 'text':
      return { type: 'text', text: String(block.text) }
    case 'image':
    case 'audio':
      return { type: block.type, mimeType: String(block.mimeType), bytes: Math.floor((String(block.data).length * 3) / 4) }
    case 'resource': {
      const r = block.resource as { uri: string; mimeType?: string; text?: string }
      return { type: 'resource', uri: String(r.uri), mimeType: r.mimeType, text: typeof r.text === 'string' ? r.text : undefined, link: openableUrl(r.uri) }
    }
    case 'resource_link':
      return { type: 'resource_link', uri: String(block.uri), name: block.name, link: openableUrl(block.uri) }
    default:
      return { type: 'other', json: JSON.stringify(block).slice(0, 16_000) }
  }
}
