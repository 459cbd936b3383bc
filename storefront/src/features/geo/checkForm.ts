import { checkerPlatforms } from '@aidir/cms/llm'
import { GEO_LIMITS } from '@aidir/cms/geo'

export type CheckerPlatform = (typeof checkerPlatforms)[number]
export type CheckFormValues = { question: string; terms: string[]; platforms: CheckerPlatform[] }

/** A check as its result carries it (checkView's `check`). */
export type CheckedInput = { id: number; question: string; hitTerms: string[]; platforms: string[] }

/**
 * The form's values for a past check, so reopening it (`/tools/geo/{id}`, `?check=`) shows what
 * was asked and a second run is one click: its question, its hit terms (as many as the form
 * takes) and its platforms in the form's order — all five when none of them is offered any more.
 */
export function formOfCheck(check: CheckedInput): CheckFormValues {
  const asked = new Set(check.platforms)
  const platforms = checkerPlatforms.filter((p) => asked.has(p))
  return {
    question: check.question,
    terms: check.hitTerms.slice(0, GEO_LIMITS.maxHitTerms),
    platforms: platforms.length ? platforms : [...checkerPlatforms],
  }
}
