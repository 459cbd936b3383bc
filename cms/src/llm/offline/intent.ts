import { locales, type Locale } from '../../locales'
import { documentTerms } from '../../search/segment'
import type { AnswerCatalogue, CategoryInfo } from './catalogue'

/**
 * Which product category a question asks about. A question's words (Latin words, CJK bigrams,
 * as the search index cuts them) are matched against every category's names in all four
 * languages (weight 3) and descriptions (weight 1), each term weighted by how rare it is among
 * categories, so "AI" or "tool" decide nothing. When no category name matches, the search index
 * votes: the categories of the products found for the question's words.
 */
const STOP = new Set(['the', 'best', 'what', 'which', 'are', 'for', 'and', 'with', 'tool', 'tools', 'app', 'apps', 'some', 'good', 'top', 'recommend', 'any', 'that', 'can', 'you', 'me', 'is', 'of', 'to', 'in', 'a', 'an', 'ai', 'how', 'do', 'i', 'my'])

type Scored = { category: CategoryInfo; score: number }

function termsOf(text: string | undefined, locale: Locale): Set<string> {
  return new Set(text ? documentTerms(text, locale).filter((t) => !STOP.has(t)) : [])
}

export function scoreCategories(question: string, locale: Locale, categories: CategoryInfo[]): Scored[] {
  const q = termsOf(question, locale)
  const index = categories.map((c) => ({
    category: c,
    name: new Set(locales.flatMap((l) => [...termsOf(c.names[l], l), ...termsOf(c.key.replace(/-/g, ' '), 'en')])),
    description: new Set(locales.flatMap((l) => [...termsOf(c.descriptions[l], l)])),
  }))
  const df = new Map<string, number>()
  for (const entry of index) for (const t of new Set([...entry.name, ...entry.description])) df.set(t, (df.get(t) ?? 0) + 1)
  const idf = (t: string) => Math.log(1 + categories.length / (df.get(t) ?? categories.length))
  return index
    .map(({ category, name, description }) => {
      let score = 0
      for (const t of q) {
        if (name.has(t)) score += 3 * idf(t)
        else if (description.has(t)) score += idf(t)
      }
      return { category, score }
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.category.id - b.category.id)
}

export async function findCategory(question: string, locale: Locale, catalogue: AnswerCatalogue): Promise<CategoryInfo | undefined> {
  const categories = await catalogue.categories()
  const scored = scoreCategories(question, locale, categories)
  // A name match is a clear answer; a description-only match is weaker than the search index.
  if (scored[0] && scored[0].score >= 3) return scored[0].category
  const votes = new Map<number, number>()
  const keywords = [...termsOf(question, locale)].slice(0, 6)
  for (const keyword of keywords) {
    const found = await catalogue.categoriesForKeyword(keyword, locale)
    found.slice(0, 10).forEach((id, rank) => votes.set(id, (votes.get(id) ?? 0) + 1 / (rank + 1)))
  }
  const best = [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]
  if (best) return categories.find((c) => c.id === best[0])
  return scored[0]?.category
}
