import type { QueryTerm } from './segment'

/**
 * Builds tsvector / tsquery literals directly, so PostgreSQL's own text-search parser (which knows
 * nothing of CJK) never re-splits our terms. Weights: A name, B tags and category, C body.
 */
const MAX_POSITION = 16383

function quote(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
}

export type WeightedText = { weight: 'A' | 'B' | 'C' | 'D'; terms: string[] }

export function toTsvectorLiteral(parts: WeightedText[]): string {
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
  return Array.from(positions, ([term, list]) => `${quote(term)}:${list.join(',')}`).join(' ')
}

export function toTsqueryLiteral(terms: QueryTerm[]): string {
  return terms.map((t) => `${quote(t.term)}${t.prefix ? ':*' : ''}`).join(' & ')
}
