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
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnsafeText(value: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }]
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return path
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: [...path, i] })
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (isUnsafeText(key)) return [...path, key]
        stack.push({ value: child, path: [...path, key] })
      }
    }
  }
  return null
}
