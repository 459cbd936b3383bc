import { competitorAfter, competitorBefore, hasCue, negativeCues, recommendCues } from './cues'
import { findSpans, normalizeText } from './normalize'
import { splitSentences } from './sentences'

/**
 * How one answer treats a brand. Each mention is judged in its sentence:
 * - competitor: the brand is the yardstick ("alternatives to X", "X 的替代品", "Xと比べて");
 * - negative: the sentence warns against it ("avoid", "不推荐", "おすすめしません");
 * - recommended: the sentence recommends, or the brand heads an item of the answer's list;
 * - mentioned: anything else.
 * The answer's status: recommended when recommending mentions are at least as many as negative
 * ones; else negative if any; else competitor_only when every mention is a comparison; else
 * mentioned; absent when no hit term occurs.
 */
export type MentionKind = 'recommended' | 'negative' | 'competitor' | 'mentioned'
export type AnswerStatus = 'recommended' | 'mentioned' | 'competitor_only' | 'negative' | 'absent'

export type Mention = { term: string; kind: MentionKind; sentence: string; listItem: number | null }

export type Detection = {
  status: AnswerStatus
  /** Times any hit term occurs (overlapping terms count once). */
  exposures: number
  /** 1-based rank of the first list item naming the brand; null when it is not in a list. */
  position: number | null
  /** The sentences that decided the status, as written in the answer. */
  evidence: string[]
  mentions: Mention[]
  /** Whether a cited source is on one of the brand's domains. */
  cited: boolean
}

const HEAD_CHARS = 48

export function detectBrand(answer: string, hitTerms: string[], options: { citations?: { url: string }[]; domains?: string[] } = {}): Detection {
  const terms = [...new Set(hitTerms.map((t) => t.trim()).filter(Boolean))]
  const mentions: Mention[] = []
  for (const sentence of splitSentences(answer)) {
    const norm = normalizeText(sentence.text)
    for (const span of findSpans(norm, terms)) {
      mentions.push({ term: span.term, kind: judge(norm, span, sentence.listItem !== null), sentence: sentence.text, listItem: sentence.listItem })
    }
  }
  const count = (kind: MentionKind) => mentions.filter((m) => m.kind === kind).length
  const rec = count('recommended')
  const neg = count('negative')
  const comp = count('competitor')
  const status: AnswerStatus =
    mentions.length === 0 ? 'absent' : rec > 0 && rec >= neg ? 'recommended' : neg > 0 ? 'negative' : comp === mentions.length ? 'competitor_only' : 'mentioned'
  const deciding: MentionKind | undefined = { recommended: 'recommended', negative: 'negative', competitor_only: 'competitor', mentioned: 'mentioned', absent: undefined }[status] as MentionKind | undefined
  const evidence = [...new Set(mentions.filter((m) => m.kind === deciding).map((m) => quote(m.sentence)))].slice(0, 3)
  const listed = mentions.find((m) => m.listItem !== null && m.kind !== 'competitor')
  return { status, exposures: mentions.length, position: listed?.listItem ?? null, evidence, mentions, cited: citesDomain(options.citations ?? [], options.domains ?? []) }
}

function judge(sentence: string, span: { start: number; end: number }, listItem: boolean): MentionKind {
  const before = sentence.slice(Math.max(0, span.start - 24), span.start).trimEnd()
  const after = sentence.slice(span.end, span.end + 16)
  if (competitorBefore.some((cue) => endsWithCue(before, cue)) || competitorAfter.some((cue) => after.startsWith(cue) || after.trimStart().startsWith(cue.trim()))) {
    return 'competitor'
  }
  // A warning binds to its side of a contrast: "X is great, but Y is buggy" says nothing bad about X.
  if (hasCue(clauseAround(sentence, span), negativeCues)) return 'negative'
  if (listItem && span.start < HEAD_CHARS) return 'recommended'
  if (hasCue(sentence, recommendCues)) return 'recommended'
  return 'mentioned'
}

const CLAUSE_BREAK = /[;；]|\bbut\b|\bwhile\b|\bwhereas\b|\bhowever\b|但是|但|不过|不過|然而|しかし|一方|ただし|けど|が、/gu

function clauseAround(sentence: string, span: { start: number; end: number }): string {
  let start = 0
  let end = sentence.length
  for (const m of sentence.matchAll(CLAUSE_BREAK)) {
    if (m.index! + m[0].length <= span.start) start = m.index! + m[0].length
    else if (m.index! >= span.end) {
      end = m.index!
      break
    }
  }
  return sentence.slice(start, end)
}

/** "than" must end a word ("other than" yes, "thank" no); CJK cues need no boundary. */
function endsWithCue(before: string, cue: string): boolean {
  const text = before.replace(/[*_"'“”「」『』《》()（）:：,，]+$/u, '').trimEnd()
  if (!text.endsWith(cue)) return false
  const prev = text.slice(0, text.length - cue.length).slice(-1)
  return !/[a-z]/.test(cue[0]!) || !/[\p{Script=Latin}\p{Nd}]/u.test(prev)
}

function quote(sentence: string): string {
  const clean = sentence.replace(/\*\*/g, '').trim()
  return clean.length > 240 ? `${clean.slice(0, 237)}…` : clean
}

function citesDomain(citations: { url: string }[], domains: string[]): boolean {
  const wanted = domains.map((d) => d.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/.*$/, '')).filter(Boolean)
  if (!wanted.length) return false
  return citations.some(({ url }) => {
    try {
      const host = new URL(url).hostname.toLowerCase()
      return wanted.some((d) => host === d || host.endsWith(`.${d}`))
    } catch {
      return false
    }
  })
}
