'use client'

import { CopyButton, type CopyLabels } from '@/components/copy/CopyButton'

/** Counts one copy (a beacon to /api/mcp/copy): copying a server's install configuration is a signal of the MCP rankings. */
function countCopy(server: string) {
  navigator.sendBeacon?.('/api/mcp/copy', new Blob([JSON.stringify({ server })], { type: 'application/json' }))
}

/** The copy button of an install snippet; `countFor` is the MCP server whose configuration it is. */
export function SnippetCopyButton({ text, labels, countFor }: { text: string; labels: CopyLabels; countFor: string }) {
  return <CopyButton text={text} labels={labels} look="snippet" onCopied={() => countCopy(countFor)} />
}
