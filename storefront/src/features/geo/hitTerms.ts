import { GEO_LIMITS, HIT_TERM_PATTERN } from '@aidir/cms/geo'
import { normalizeText } from '@aidir/cms/geo'

/**
 * The form's check of one more hit term, by the same rules as the server (cms/src/geo/checkInput):
 * the answer is the key of the message to show, or null when the term may be added.
 */
export type HitTermProblem = 'hitTermsRequired' | 'duplicateHitTerm' | 'invalidHitTerm' | 'tooManyHitTerms'

export function hitTermProblem(term: string, existing: string[]): HitTermProblem | null {
  const value = term.trim()
  if (!value) return 'hitTermsRequired'
  if (existing.length >= GEO_LIMITS.maxHitTerms) return 'tooManyHitTerms'
  if (value.length > GEO_LIMITS.hitTermMaxLength || !HIT_TERM_PATTERN.test(value)) return 'invalidHitTerm'
  const key = normalizeText(value).trim()
  if (existing.some((t) => normalizeText(t).trim() === key)) return 'duplicateHitTerm'
  return null
}

export const MAX_HIT_TERMS = GEO_LIMITS.maxHitTerms
