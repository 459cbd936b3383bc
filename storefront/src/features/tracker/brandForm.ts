import { brandInfoInput, trackerInput } from '@aidir/cms/tracker'

/** What the three steps collect (SPEC §3 brand input), as the browser keeps it between steps. */
export type BrandInfo = { brandName: string; description: string; tags: string[]; websiteUrl: string }
export type Keywords = { competitors: string[]; topics: string[]; public: boolean; schedule: 'none' | 'daily' | 'weekly' | 'monthly' }

export const emptyInfo: BrandInfo = { brandName: '', description: '', tags: [], websiteUrl: '' }
export const emptyKeywords: Keywords = { competitors: [], topics: [], public: false, schedule: 'weekly' }

/**
 * The server's own schemas run in the browser first, so the form shows SPEC §5's messages before
 * anything is sent: field name → the first message for it (untranslated API text).
 */
export function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}

export const checkInfo = (info: BrandInfo) => fieldErrors(brandInfoInput.safeParse(info))
export const checkTracker = (info: BrandInfo, keywords: Keywords) => fieldErrors(trackerInput.safeParse({ ...info, ...keywords }))
