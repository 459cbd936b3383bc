import type { QueryTerm } from './segment'

/**
 * Builds tsvector / tsquery literals directly, so PostgreSQL's own text-search parser (which knows
 * nothing of CJK) never re-splits our terms. Weights: A name, B tags and category, C body.
 */
const MAX_POSITION = 16383

export function quote(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
}

export type WeightedText = { weight: 'A' | 'B' | 'C' | 'D'; terms: string[] }

/** Facet terms carry no position: they are matched, never ranked or part of a phrase. */
export function toTsvectorLiteral(parts: WeightedText[], facets: string[] = []): string {
  const positions = new Map<string, string[]>()
  let pos = 1
  for (const part of parts) {
    for (const raw of part.terms) {
      const term = raw.slice(0, 200) // tsvector lexemes are limited to 2 KB
      if (!term) continue
      const list = positions.get(term) ?? []
      if (list.length < 256) list.push(`${Math.min(pos, MAX_POSITION)}${part.weight}`)
      positions.set(term, list)
      pos++
    }
  }
  const positioned = Array.from(positions, ([term, list]) => `${quote(term)}:${list.join(',')}`)
  const bare = [...new Set(facets)].filter((f) => !positions.has(f)).map(quote)
  return [...positioned, ...bare].join(' ')
}

export function toTsqueryLiteral(terms: QueryTerm[]): string {
  return terms.map((t) => `${quote(t.term)}${t.prefix ? ':*' : ''}`).join(' & ')
}

/** The terms in this order, each right after the one before ("speech to text", not "text to speech"). */
export function toPhraseLiteral(terms: QueryTerm[]): string {
  return terms.map((t) => `${quote(t.term)}${t.prefix ? ':*' : ''}`).join(' <-> ')
}
