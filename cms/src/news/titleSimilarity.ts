/**
 * Near-duplicate titles: the same story syndicated by two feeds ("OpenAI releases GPT-5" and
 * "OpenAI Releases GPT-5 — The Verge"). Titles become sets of tokens (words for alphabetic
 * scripts, character pairs for Chinese and Japanese, which have no spaces) and two titles are the
 * same story when their Jaccard similarity reaches the threshold.
 */
export const NEAR_DUPLICATE = 0.8

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
// Words that every headline has: they make unrelated titles look alike.
const STOP = new Set(['a', 'an', 'the', 'of', 'to', 'in', 'on', 'for', 'and', 'or', 'with', 'by', 'at', 'from', 'is', 'are', 'its', 'as', 'new', 'how', 'why', 'what'])

export function titleTokens(title: string): Set<string> {
  const text = title.normalize('NFKC').toLowerCase()
  // A trailing " - Site name" or " | Site" is the publisher, not the story.
  const story = text.replace(/\s+[-–—|·]\s+[^-–—|·]{1,40}$/u, '')
  const tokens = new Set<string>()
  for (const word of story.split(/[^\p{L}\p{N}.+#]+/u)) {
    const w = word.replace(/^\.+|\.+$/g, '')
    if (!w) continue
    if (CJK.test(w)) {
      const chars = Array.from(w)
      if (chars.length === 1) tokens.add(w)
      for (let i = 0; i + 1 < chars.length; i++) tokens.add(chars[i]! + chars[i + 1]!)
    } else if (!STOP.has(w)) tokens.add(w)
  }
  return tokens
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1
  let shared = 0
  for (const t of a) if (b.has(t)) shared++
  return shared / (a.size + b.size - shared)
}

/**
 * The titles already known (stored recently and read in this run), indexed by token so a new title
 * is compared only with titles that share a word with it. Tokens that half the index shares tell
 * nothing and would make every lookup compare with everything: past `maxPosting` titles a token is
 * no longer followed.
 */
export class TitleIndex {
  private readonly titles: Set<string>[] = []
  private readonly postings = new Map<string, number[]>()

  constructor(
    private readonly threshold = NEAR_DUPLICATE,
    private readonly maxPosting = 500,
  ) {}

  get size() {
    return this.titles.length
  }

  /** The most similar known title's score, when it reaches the threshold; else null. */
  findNear(title: string): number | null {
    const tokens = titleTokens(title)
    if (tokens.size === 0) return null
    // Candidates come from the postings (a near duplicate shares its rare words); the score is
    // computed on the whole token sets, since a capped posting list would undercount shared words.
    const candidates = new Set<number>()
    for (const t of tokens) for (const id of this.postings.get(t) ?? []) candidates.add(id)
    let best = 0
    for (const id of candidates) {
      const score = jaccard(tokens, this.titles[id]!)
      if (score > best) best = score
    }
    return best >= this.threshold ? best : null
  }

  add(title: string) {
    const tokens = titleTokens(title)
    if (tokens.size === 0) return
    const id = this.titles.push(tokens) - 1
    for (const t of tokens) {
      let list = this.postings.get(t)
      if (!list) this.postings.set(t, (list = []))
      if (list.length < this.maxPosting) list.push(id)
    }
  }
}
