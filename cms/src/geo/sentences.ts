/**
 * An answer cut into sentences to quote as evidence. Lines are kept apart (list items are one
 * line each); inside a line, CJK full stops and ?! always end a sentence, a Latin period only when
 * followed by a space (so URLs, decimals and "v1.5" stay whole).
 */
export type Sentence = { text: string; line: number; listItem: number | null }

// Numbered, bulleted, circled and Chinese-numbered items, numbered headings ("### 1. X", as
// DeepSeek and Qwen format lists) and rows of a Markdown table.
const LIST_ITEM = /^\s*(?:#{1,6}\s*)?(?:\d+[.)、．]|[-*•・●◦]\s|[①-⑳]|[一二三四五六七八九十]+[、.．]|\|)\s*/u
const TABLE_RULE = /^\s*\|?[\s:|-]+\|?\s*$/

export function splitSentences(answer: string): Sentence[] {
  const out: Sentence[] = []
  let item = 0
  answer.split(/\r?\n/).forEach((rawLine, line) => {
    const text = rawLine.trim()
    if (!text) return
    if (TABLE_RULE.test(text)) {
      // The row above a table's rule is its header, not an item.
      const header = out[out.length - 1]
      if (header?.listItem !== null && header?.text.startsWith('|')) {
        header.listItem = null
        item--
      }
      return
    }
    const isItem = LIST_ITEM.test(text)
    if (isItem) item++
    const parts = text.split(/(?<=[。！？!?；;])|(?<=\.)\s+/u).map((p) => p.trim()).filter(Boolean)
    // A list item is one recommendation: keep it whole so its head and reasons stay together.
    if (isItem) out.push({ text, line, listItem: item })
    else for (const part of parts) out.push({ text: part, line, listItem: null })
  })
  return out
}
