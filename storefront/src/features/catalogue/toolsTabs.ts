import { routes } from '@/lib/routes'
import type { EntryKind } from './entries'

/** The tabs of /tools (SPEC §2), what each lists and where its full list lives. */
export const toolsTabs = ['products', 'mcp', 'models', 'news', 'guides'] as const
export type ToolsTab = (typeof toolsTabs)[number]

export const toolsTabInfo: Record<ToolsTab, { entryKind: EntryKind | null; fullList: () => string }> = {
  products: { entryKind: null, fullList: () => routes.discover() },
  mcp: { entryKind: 'mcp', fullList: routes.mcpServers },
  models: { entryKind: 'model', fullList: routes.models },
  news: { entryKind: 'news', fullList: routes.news },
  guides: { entryKind: 'guide', fullList: routes.guides },
}

export function parseToolsTab(value: string | string[] | undefined): ToolsTab {
  const v = Array.isArray(value) ? value[0] : value
  return toolsTabs.find((t) => t === v) ?? 'products'
}
