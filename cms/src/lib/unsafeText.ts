/**
 * Text PostgreSQL cannot store or would store altered: a NUL character (refused by PostgreSQL's
 * text types, so a write or a query with one fails) and a lone UTF-16 surrogate (not a character:
 * written as U+FFFD, so the record silently differs from what was sent). Both APIs refuse such
 * text at their boundary with this message, naming the field.
 */
export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates'

// In a `u` regex a paired surrogate is one astral code point, so \p{Cs} matches only lone ones.
const unsafe = /[\u0000\p{Cs}]/u

export const isUnsafeText = (text: string): boolean => unsafe.test(text)

/**
 * The path of the first unsafe string in a JSON-like value (object keys included), or null.
 * Iterative, and each entry keeps only a link to its parent, so a deeply nested body can neither
 * overflow the stack nor cost a copy of its path per level.
 */
type Entry = { value: unknown; key: string | number | null; parent: Entry | null }

function pathOf(entry: Entry, last?: string): (string | number)[] {
  const path: (string | number)[] = last === undefined ? [] : [last]
  for (let e: Entry | null = entry; e && e.key !== null; e = e.parent) path.push(e.key)
  return path.reverse()
}

export function findUnsafeText(value: unknown): (string | number)[] | null {
  const stack: Entry[] = [{ value, key: null, parent: null }]
  while (stack.length > 0) {
    const entry = stack.pop()!
    const current = entry.value
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return pathOf(entry)
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: entry })
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current)
      for (const [key] of entries) if (isUnsafeText(key)) return pathOf(entry, key)
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: entry })
    }
  }
  return null
}
