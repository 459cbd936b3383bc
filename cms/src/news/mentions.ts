import type { Queryable } from '../db/pool'

/**
 * The catalogue products and AI models an article names. Names (and keys read as words:
 * "claude-3-opus" → "claude 3 opus") are matched as whole words, case-insensitive, up to five words
 * long; names in Chinese or Japanese, written without spaces, are matched as substrings. Names
 * shorter than three characters match too much ("Go", "X") and are left out.
 */
export type Mentions = { products: number[]; models: number[] }
type Kind = keyof Mentions

const MAX_WORDS = 5
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u
const words = (text: string) => text.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{N}.+#]+/u).map((w) => w.replace(/^\.+|\.+$/g, '')).filter(Boolean)

export class MentionMatcher {
  private readonly byPhrase = new Map<string, { kind: Kind; id: number }[]>()
  private readonly cjk: { name: string; kind: Kind; id: number }[] = []

  add(kind: Kind, id: number, name: string) {
    const clean = name.normalize('NFKC').trim().toLowerCase()
    if (clean.length < 3) return
    if (CJK.test(clean)) {
      this.cjk.push({ name: clean, kind, id })
      return
    }
    const phrase = words(clean)
    if (phrase.length === 0 || phrase.length > MAX_WORDS) return
    const key = phrase.join(' ')
    const list = this.byPhrase.get(key) ?? []
    if (!list.some((e) => e.kind === kind && e.id === id)) list.push({ kind, id })
    this.byPhrase.set(key, list)
  }

  find(text: string): Mentions {
    const found = { products: new Set<number>(), models: new Set<number>() }
    const w = words(text)
    for (let i = 0; i < w.length; i++) {
      for (let n = 1; n <= MAX_WORDS && i + n <= w.length; n++) {
        for (const hit of this.byPhrase.get(w.slice(i, i + n).join(' ')) ?? []) found[hit.kind].add(hit.id)
      }
    }
    if (this.cjk.length > 0) {
      const lower = text.normalize('NFKC').toLowerCase()
      for (const hit of this.cjk) if (lower.includes(hit.name)) found[hit.kind].add(hit.id)
    }
    return { products: [...found.products], models: [...found.models] }
  }
}

/** The matcher over the published catalogue (read once per feed run). */
export async function loadMentionMatcher(db: Queryable): Promise<MentionMatcher> {
  const matcher = new MentionMatcher()
  const [products, models] = await Promise.all([
    db.query(`SELECT id, key, name FROM products WHERE status = 'published'`),
    db.query(`SELECT id, key, name FROM ai_models WHERE status = 'published'`),
  ])
  for (const row of products.rows) {
    matcher.add('products', row.id, row.name)
    matcher.add('products', row.id, String(row.key).replace(/-/g, ' '))
  }
  for (const row of models.rows) {
    matcher.add('models', row.id, row.name)
    matcher.add('models', row.id, String(row.key).replace(/-/g, ' '))
  }
  return matcher
}
