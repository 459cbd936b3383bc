import { z } from 'zod'
import { normalizeText } from '../geo/normalize'
import { TRACKER_LIMITS, trackerLanguages, trackerSchedules } from './limits'

/** SPEC §5's tracker messages, word for word; the others are ours. */
export const trackerMessages = {
  descriptionTooShort: 'Description must be at least 20 characters',
  invalidUrl: 'Please enter a valid URL',
  editEmptyTags: 'Please edit all empty tags',
  addOneTag: 'Please add at least one tag',
  duplicatesNotAllowed: 'Duplicates are not allowed',
  completeEmptyTag: 'Please complete the current empty tag first',
  duplicateItems: 'Duplicate items exist in the tag list',
  brandNameRequired: 'Please enter the brand name',
  tagsTooFew: `Please add at least ${TRACKER_LIMITS.tagsMin} products or services`,
  tooManyItems: 'The list is full',
  itemTooLong: 'The tag is too long',
  limitReached: 'Submission limit reached',
  loginFirst: 'Please login first',
  validationFailed: 'Form validation failed',
} as const

const tagKey = (tag: string) => normalizeText(tag).trim()

/**
 * Adding one tag to a list (the Enter key in the UI): refused when the list still has an empty
 * tag being edited, when the tag is empty, a duplicate (after normalization: "Notion" equals
 * "ＮＯＴＩＯＮ"), too long, or the list is full. Returns the message to show, or null.
 */
export function tagAddError(list: readonly string[], tag: string, max: number): string | null {
  if (list.some((t) => !t.trim())) return trackerMessages.completeEmptyTag
  // Enter on a blank draft: the tag being typed is the empty one to complete.
  if (!tag.trim()) return trackerMessages.completeEmptyTag
  if (tag.trim().length > TRACKER_LIMITS.tagMaxLength) return trackerMessages.itemTooLong
  if (list.some((t) => tagKey(t) === tagKey(tag))) return trackerMessages.duplicatesNotAllowed
  if (list.length >= max) return trackerMessages.tooManyItems
  return null
}

/** A whole tag list as submitted: no empty tag, no duplicate, within the limit. */
export const tagList = (options: { min: number; max: number; minMessage?: string }) =>
  z
    .array(z.string().max(TRACKER_LIMITS.tagMaxLength, trackerMessages.itemTooLong))
    .superRefine((tags, ctx) => {
      if (tags.some((t) => !t.trim())) ctx.addIssue({ code: 'custom', message: trackerMessages.editEmptyTags })
      const keys = tags.map(tagKey).filter(Boolean)
      if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', message: trackerMessages.duplicateItems })
      if (tags.length === 0 && options.min > 0) ctx.addIssue({ code: 'custom', message: trackerMessages.addOneTag })
      else if (tags.length < options.min) ctx.addIssue({ code: 'custom', message: options.minMessage ?? trackerMessages.addOneTag })
      if (tags.length > options.max) ctx.addIssue({ code: 'custom', message: trackerMessages.tooManyItems })
    })
    .transform((tags) => tags.map((t) => t.trim()))

/** http and https only, with a host: what the website reader can fetch. */
export const websiteUrl = z
  .string()
  .trim()
  .max(TRACKER_LIMITS.urlMaxLength, trackerMessages.invalidUrl)
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password
    } catch {
      return false
    }
  }, trackerMessages.invalidUrl)

/** Step 1: brand info, by description (URL optional) or drafted from the website. */
export const brandInfoInput = z.object({
  brandName: z.string().trim().min(1, trackerMessages.brandNameRequired).max(TRACKER_LIMITS.brandNameMaxLength),
  description: z.string().trim().min(TRACKER_LIMITS.descriptionMinLength, trackerMessages.descriptionTooShort).max(TRACKER_LIMITS.descriptionMaxLength),
  tags: tagList({ min: TRACKER_LIMITS.tagsMin, max: TRACKER_LIMITS.tagsMax, minMessage: trackerMessages.tagsTooFew }),
  websiteUrl: z.union([websiteUrl, z.literal('').transform(() => undefined)]).optional(),
  language: z.enum(trackerLanguages).optional(),
})

/** Step 2 added to step 1: the tracker as created. */
export const trackerInput = brandInfoInput.extend({
  competitors: tagList({ min: 0, max: TRACKER_LIMITS.competitorsMax }).default([]),
  topics: tagList({ min: 1, max: TRACKER_LIMITS.topicsMax }),
  schedule: z.enum(trackerSchedules).default('weekly'),
  public: z.boolean().default(false),
})

export const websiteInput = z.object({ url: websiteUrl })

export type BrandInfoInput = z.input<typeof brandInfoInput>
export type TrackerInput = z.input<typeof trackerInput>
export type TrackerData = z.output<typeof trackerInput>

/** The first message of a failed parse, for `{ code: 400, message }`. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? trackerMessages.validationFailed
}
