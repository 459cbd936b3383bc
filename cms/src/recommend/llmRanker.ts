import { z } from 'zod'
import { LlmError } from '../llm/errors'
import type { LlmClient } from '../llm/types'
import type { Locale } from '../locales'
import type { Draft } from './draft'

/** An LLM's choice for each step: the candidates it picked (by ref), best first, with its reason. */
export type Ranking = Map<number, { ref: string; reason: string }[]>

export interface PlanRanker {
  /** `offline` or the platform id; stored with the answer. */
  readonly engine: string
  rank(draft: Draft, signal?: AbortSignal): Promise<Ranking>
}

const languageName: Record<Locale, string> = { en: 'English', zh: 'Simplified Chinese', 'zh-TW': 'Traditional Chinese', ja: 'Japanese' }
const PICKS = { solutions: 3, assistant: 5 } as const
const REASON_MAX = 400

/**
 * The prompt: the scenario, each step with its candidates as our catalogue describes them, and the
 * answer's shape. The model chooses only among what we list (refs it did not get are dropped), so
 * an answer never links to something we do not have.
 */
export function rankingPrompt(draft: Draft): string {
  const n = PICKS[draft.kind]
  const lines = [
    `You help visitors of an AI tools directory choose ${draft.kind === 'assistant' ? 'MCP servers' : 'tools'} for what they describe.`,
    `Visitor's request: """${draft.scenario}"""`,
    `For each step below, pick up to ${n} of its candidates that best serve the step, best first, and give each a one-sentence reason in ${languageName[draft.locale]}, using only the facts listed.`,
    'Answer with JSON only, no prose: {"steps":[{"step":1,"picks":[{"id":"p12","reason":"…"}]}]}',
    '',
  ]
  draft.steps.forEach((step, i) => {
    lines.push(`Step ${i + 1}: ${step.category.name} (the visitor said: "${step.need}")`)
    for (const c of step.candidates) lines.push(`- ${c.ref}: ${c.item.name} — ${c.item.tagline.slice(0, 200)}${c.item.priceType ? ` [pricing: ${c.item.priceType}]` : ''}`)
    lines.push('')
  })
  return lines.join('\n')
}

const answerSchema = z.object({
  steps: z.array(z.object({ step: z.coerce.number().int(), picks: z.array(z.object({ id: z.string(), reason: z.string() })) })),
})

/** The first JSON object in a model's text (models wrap JSON in code fences or a sentence). */
function jsonIn(text: string): unknown {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start < 0 || end <= start) return undefined
  try {
    return JSON.parse(text.slice(start, end + 1))
  } catch {
    return undefined
  }
}

export function readRanking(draft: Draft, text: string, platform: string): Ranking {
  const parsed = answerSchema.safeParse(jsonIn(text))
  if (!parsed.success) throw new LlmError('bad_response', platform, 'the ranking answer is not the JSON asked for')
  const ranking: Ranking = new Map()
  for (const s of parsed.data.steps) {
    const step = draft.steps[s.step - 1]
    if (!step) continue
    const refs = new Set(step.candidates.map((c) => c.ref))
    const picks = s.picks
      .filter((p, i, all) => refs.has(p.id) && all.findIndex((q) => q.id === p.id) === i)
      .slice(0, PICKS[draft.kind])
      .map((p) => ({ ref: p.id, reason: p.reason.trim().slice(0, REASON_MAX) }))
      .filter((p) => p.reason)
    if (picks.length) ranking.set(s.step - 1, picks)
  }
  if (ranking.size === 0) throw new LlmError('bad_response', platform, 'the ranking answer picked none of the candidates')
  return ranking
}

/** Ranking and explanation by an LLM platform through the provider layer (its resilient client). */
export function createLlmRanker(client: LlmClient): PlanRanker {
  return {
    engine: client.platform,
    async rank(draft, signal) {
      const answer = await client.ask({ question: rankingPrompt(draft), webSearch: false, temperature: 0.2, maxTokens: 1500 }, signal)
      return readRanking(draft, answer.text, client.platform)
    },
  }
}
