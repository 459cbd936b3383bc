import { z } from 'zod'

/** GET /api/search/suggest?q=&langType= : what the header search box asks while a visitor types. */
export const SUGGEST_MAX_QUERY = 100

export const suggestQuery = z.object({
  q: z
    .string({ error: 'q (the text typed so far) is required' })
    .trim()
    .min(1, { error: 'q (the text typed so far) is required' })
    .max(SUGGEST_MAX_QUERY, { error: `q must be at most ${SUGGEST_MAX_QUERY} characters` }),
  langType: z.enum(['en', 'zh_cn', 'zh_tw', 'jp'], { error: 'langType must be one of en, zh_cn, zh_tw, jp' }).optional(),
  t: z.string().regex(/^\d*$/, { error: 't must be a timestamp' }).optional(),
})

/** The kinds of record a suggestion can open; their order is the order of the list. */
export const suggestionKinds = ['product', 'model', 'mcp'] as const
export type SuggestionKind = (typeof suggestionKinds)[number]

export type Suggestion = { kind: SuggestionKind; key: string; title: string; summary: string; href: string }
