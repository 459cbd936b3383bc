/**
 * Where the bytes of a server-rendered page go: the markup, the RSC payload Next inlines for
 * hydration (the `self.__next_f.push` scripts, counted as sent, escapes included) and the other
 * scripts; and the payload's biggest rows, to find what to trim. Used by bench:html-weight and by
 * the e2e test of the pages' weight (it prints this when a page is over its budget).
 */
/** Issue 18's target: a home or product detail page under 100 KB of HTML, uncompressed. */
export const HTML_BUDGET_BYTES = 100 * 1024
/**
 * What the home page is held to: the target itself, which it reached (it was 227–270 KB, then
 * 126–136 KB, then 112–121 KB). Product detail pages are held to the same.
 */
export const HOME_CEILING_BYTES = HTML_BUDGET_BYTES

export type HtmlWeight = {
  total: number
  markup: number
  rsc: number
  otherScripts: number
  /** The payload's rows as decoded (id:value), biggest first. */
  rows: { id: string; bytes: number; start: string }[]
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')

export function htmlWeight(html: string): HtmlWeight {
  let rsc = 0
  let otherScripts = 0
  let payload = ''
  for (const m of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const push = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/.exec(m[1]!.trim())
    if (!push) {
      otherScripts += bytes(m[0])
      continue
    }
    rsc += bytes(m[0])
    const [kind, chunk] = JSON.parse(push[1]!) as [number, string?]
    if (kind === 1 && typeof chunk === 'string') payload += chunk
  }
  // A row is `<hex id>:<value>` up to the next row; text rows (T) may hold newlines, which this
  // split cuts at a line that looks like a row start: close enough to rank rows by size.
  const rows = payload
    .split(/\n(?=[0-9a-f]+:)/)
    .filter(Boolean)
    .map((row) => ({ id: row.slice(0, row.indexOf(':')), bytes: bytes(row), start: row.slice(row.indexOf(':') + 1, row.indexOf(':') + 121).replace(/\s+/g, ' ') }))
    .sort((a, b) => b.bytes - a.bytes)
  const total = bytes(html)
  return { total, markup: total - rsc - otherScripts, rsc, otherScripts, rows }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

export function weightReport(label: string, w: HtmlWeight, top = 8): string {
  const lines = [
    `${label.padEnd(34)} ${kb(w.total).padStart(9)}  markup ${kb(w.markup).padStart(9)}  RSC payload ${kb(w.rsc).padStart(9)} (${((w.rsc / w.total) * 100).toFixed(0)}%)  other scripts ${kb(w.otherScripts)}`,
  ]
  for (const row of w.rows.slice(0, top)) lines.push(`    ${kb(row.bytes).padStart(9)}  ${row.id.padStart(3)}: ${row.start}`)
  return lines.join('\n')
}
