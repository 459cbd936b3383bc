import type { AnswerCatalogue } from '../llm/offline/catalogue'
import { normalizeText } from '../geo/normalize'
import { TRACKER_LIMITS, type TrackerLanguage } from './limits'

/**
 * Step 2's suggestions from our own catalogue: the categories the brand's name and tags fall into
 * (by the search index), their names as topics, and the most visited products of those
 * categories as competitors. The user edits both lists before starting the analysis.
 */
export type Suggestions = { topics: string[]; competitors: string[]; categories: string[] }

export async function suggestKeywords(
  catalogue: AnswerCatalogue,
  input: { brandName: string; description?: string; tags: string[]; language: TrackerLanguage },
): Promise<Suggestions> {
  const votes = new Map<number, number>()
  const terms = [...input.tags, input.brandName]
  for (const term of terms) {
    const ids = await catalogue.categoriesForKeyword(term, input.language)
    // The best hit weighs most; a category found by several tags wins.
    ids.slice(0, 5).forEach((id, rank) => votes.set(id, (votes.get(id) ?? 0) + 5 - rank))
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id).slice(0, 3)
  const categories = await catalogue.categories()
  const nameOf = (id: number) => {
    const c = categories.find((x) => x.id === id)
    return c ? (c.names[input.language] ?? c.names.en ?? c.key) : undefined
  }
  const categoryNames = ranked.map(nameOf).filter((n): n is string => Boolean(n))

  const brandKey = normalizeText(input.brandName).trim()
  const competitors: string[] = []
  for (const id of ranked) {
    for (const product of await catalogue.productsIn(id, input.language, TRACKER_LIMITS.competitorsMax)) {
      const name = displayName(product.name)
      const key = normalizeText(name).trim()
      if (!key || key === brandKey || key.includes(brandKey) || brandKey.includes(key) || competitors.some((c) => normalizeText(c).trim() === key)) continue
      competitors.push(name)
      if (competitors.length >= 5) break
    }
    if (competitors.length >= 5) break
  }
  const topics = dedupe([...categoryNames, ...input.tags]).slice(0, Math.min(8, TRACKER_LIMITS.topicsMax))
  return { topics, competitors, categories: categoryNames }
}

/** The name users type: "DALL·E / ChatGPT Images" → "DALL·E", "Kimi (Moonshot)" → "Kimi". */
export function displayName(name: string): string {
  return name.split(' / ')[0]!.replace(/\s*[(（].*[)）]\s*$/u, '').trim().slice(0, TRACKER_LIMITS.tagMaxLength)
}

function dedupe(items: string[]): string[] {
  const seen = new Set<string>()
  return items.filter((i) => {
    const key = normalizeText(i).trim()
    if (!key || seen.has(key)) return false
    seen.add(key)
    return true
  })
}
