export function inlineScriptHashes(html: string): string[]
export function scriptHash(text: string): string
export function pagePolicy(options: { scripts: string[]; frameAncestors?: string; settings?: Record<string, string | undefined> }): string
export function cachedPagePolicy(html: string, settings: Record<string, string | undefined>): string
