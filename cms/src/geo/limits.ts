/**
 * Limits of the ranking checker. SPEC §9 does not give the numbers; these are ours, shown by the
 * UI (the hit-term counter) and enforced by startGeoCheck.
 */
export const GEO_LIMITS = {
  maxHitTerms: 10,
  hitTermMaxLength: 40,
  questionMaxLength: 500,
  /** Checks one user may start per UTC day ('Submission limit reached'). */
  checksPerDay: 20,
} as const

/** Letters and digits of any script, marks, spaces and the punctuation brand names use (AT&T, Node.js, C++, Dr. Oetker, L'Oréal, 李·宁). */
export const HIT_TERM_PATTERN = /^[\p{L}\p{M}\p{N} .\-_&+'’·]+$/u
