import type { LogoMedia } from '@/features/logo/media'
import type { McpPackage, McpRemote } from './installConfig'

/** MCP server records as the storefront shows them, in one language. */
export type Ref = { key: string; name: string }

export type McpCard = {
  key: string
  name: string
  title: string
  description: string
  official: boolean
  category: Ref | null
  stdio: boolean
  remote: boolean
  toolCount: number
  stars: number | null
  /** The captured or editor's logo; null shows the monogram. */
  logo: LogoMedia | null
}

export type McpParameter = { name: string; type: string; required: boolean; description: string | null }
export type McpTool = { name: string; description: string | null; parameters: McpParameter[]; returns: string | null }

export type McpServerDetail = {
  /** The captured or editor's logo; null shows the monogram. */
  logo: LogoMedia | null
  key: string
  name: string
  title: string
  description: string
  version: string | null
  websiteUrl: string | null
  repositoryUrl: string | null
  official: boolean
  category: Ref | null
  tags: Ref[]
  packages: McpPackage[]
  remotes: McpRemote[]
  tools: McpTool[]
  stars: number | null
  /** The official registry's status, when the sync matched the server: deprecated and deleted ones are labelled. */
  registryStatus: 'active' | 'deprecated' | 'deleted' | null
}
