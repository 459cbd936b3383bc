import type { Locale } from '@aidir/cms/locales'
import { findCategoryScope } from './categories'

/** The categories whose products the /agent page lists. */
export const agentCategoryKeys = ['ai-agents', 'workflow-automation'] as const

/** Ids of the agent categories that exist in the CMS (a removed one simply drops out). */
export async function agentCategoryIds(locale: Locale): Promise<number[]> {
  const scopes = await Promise.all(agentCategoryKeys.map((key) => findCategoryScope(locale, key)))
  return scopes.flatMap((s) => s?.categoryIds ?? [])
}
