/**
 * Public reference ratings shown beside ours while our own votes are below the published minimum,
 * labelled with their source and date. They are LMArena's text-arena ratings as published in the
 * mirror at openlm.ai/chatbot-arena on 1 July 2025 (attributed to LMSYS there), for the model each
 * of our arena platforms served at that time. They are never mixed into our fit.
 */
export const referenceSource = {
  name: 'LMArena (text arena), via openlm.ai/chatbot-arena',
  url: 'https://openlm.ai/chatbot-arena/',
  date: '2025-07-01',
}

export type ReferenceRating = { platform: string; model: string; rating: number; votes: number }

export const referenceRatings: ReferenceRating[] = [
  { platform: 'gemini', model: 'Gemini-2.5-Pro', rating: 1473, votes: 14062 },
  { platform: 'chatgpt', model: 'ChatGPT-4o-latest (2025-03-26)', rating: 1428, votes: 23599 },
  { platform: 'deepseek', model: 'DeepSeek-R1-0528', rating: 1424, votes: 12396 },
  { platform: 'qwen', model: 'Qwen3-235B-A22B-no-thinking', rating: 1389, votes: 14090 },
  { platform: 'yuanbao', model: 'Hunyuan-Turbos-20250416', rating: 1380, votes: 8244 },
  { platform: 'claude', model: 'Claude Opus 4 (20250514)', rating: 1372, votes: 19708 },
]
