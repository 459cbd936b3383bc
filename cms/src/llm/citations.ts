import type { Citation } from './types'

/** Keeps http(s) sources only, once each, in the order the platform gave them. */
export function uniqueCitations(list: Array<{ url?: unknown; title?: unknown }>): Citation[] {
  const seen = new Set<string>()
  const out: Citation[] = []
  for (const item of list) {
    const url = typeof item.url === 'string' ? item.url.trim() : ''
    if (!/^https?:\/\//i.test(url) || seen.has(url)) continue
    seen.add(url)
    out.push({ url, title: typeof item.title === 'string' && item.title.trim() ? item.title.trim() : url })
  }
  return out
}

const arr = (v: unknown): any[] => (Array.isArray(v) ? v : [])

/**
 * Sources in an OpenAI-style chat completion, wherever the vendor puts them:
 * OpenAI search models: message.annotations[].url_citation; Perplexity: search_results[] and
 * citations[] (plain URLs); Qianfan v2: search_results[]; Hunyuan and DashScope:
 * search_info.search_results[]; Volcengine Ark bots: references[].
 */
export function openAiStyleCitations(body: any): Citation[] {
  const message = body?.choices?.[0]?.message
  return uniqueCitations([
    ...arr(message?.annotations)
      .filter((a) => a?.type === 'url_citation')
      .map((a) => ({ url: a.url_citation?.url, title: a.url_citation?.title })),
    ...arr(body?.search_results),
    ...arr(body?.search_info?.search_results),
    ...arr(body?.references),
    ...arr(body?.citations).map((url) => (typeof url === 'string' ? { url } : url)),
  ])
}
