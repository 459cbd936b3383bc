import { z } from 'zod'
import { checkerPlatforms } from '../llm/platforms'
import { GEO_LIMITS, HIT_TERM_PATTERN } from './limits'
import { normalizeText } from './normalize'

/**
 * The ranking checker's form, validated at the boundary. Messages are SPEC §5's where it gives
 * one ("This hit term already exists"); a duplicate is judged after normalization, so "Kimi" and
 * "ＫＩＭＩ" are the same term.
 */
export const geoCheckMessages = {
  questionRequired: 'Please enter a question',
  hitTermsRequired: 'Please enter at least one brand keyword',
  duplicateHitTerm: 'This hit term already exists',
  invalidHitTerm: 'The hit term contains invalid characters',
  tooManyHitTerms: `At most ${GEO_LIMITS.maxHitTerms} hit terms`,
  platformRequired: 'Please select at least one platform',
  limitReached: 'Submission limit reached',
} as const

export const geoCheckInput = z.object({
  question: z.string().trim().min(1, geoCheckMessages.questionRequired).max(GEO_LIMITS.questionMaxLength),
  hitTerms: z
    .array(z.string().trim().min(1, geoCheckMessages.hitTermsRequired).max(GEO_LIMITS.hitTermMaxLength).regex(HIT_TERM_PATTERN, geoCheckMessages.invalidHitTerm))
    .min(1, geoCheckMessages.hitTermsRequired)
    .max(GEO_LIMITS.maxHitTerms, geoCheckMessages.tooManyHitTerms)
    .superRefine((terms, ctx) => {
      const seen = new Set<string>()
      terms.forEach((term, i) => {
        const key = normalizeText(term).trim()
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: geoCheckMessages.duplicateHitTerm, path: [i] })
        seen.add(key)
      })
    }),
  platforms: z
    .array(z.enum(checkerPlatforms))
    .min(1, geoCheckMessages.platformRequired)
    .transform((list) => [...new Set(list)]),
})

export type GeoCheckInput = z.input<typeof geoCheckInput>
