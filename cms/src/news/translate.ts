import type { Locale } from '../locales'
import { localeMeta } from '../locales'
import type { LlmClient } from '../llm/types'

/**
 * Headline and summary of an article in another site language. The real path asks a platform of
 * the provider layer (NEWS_LLM_PLATFORM); without one the article keeps its original language in
 * every locale and is marked so (`translation: 'original'`, shown as "sandbox" to editors).
 */
export type Localised = { title: string; summary: string }
export interface NewsTranslator {
  translate(text: Localised, from: Locale, to: Locale, signal?: AbortSignal): Promise<Localised>
}

const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', zh: 'Simplified Chinese', 'zh-TW': 'Traditional Chinese', ja: 'Japanese' }

export function translationPrompt(text: Localised, from: Locale, to: Locale): string {
  return [
    `Translate this ${LANGUAGE_NAME[from]} news headline and summary into ${LANGUAGE_NAME[to]} for ${localeMeta[to].label} readers.`,
    'Keep product, company and model names as written. Make the summary at most three sentences.',
    'Answer with JSON only: {"title": "...", "summary": "..."}',
    '',
    JSON.stringify({ title: text.title, summary: text.summary }),
  ].join('\n')
}

/** Reads the platform's answer; a reply that is not the JSON asked for is an error (the item is retried). */
export function parseTranslation(answer: string): Localised {
  const json = answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1)
  const value = JSON.parse(json) as Partial<Localised>
  if (typeof value.title !== 'string' || !value.title.trim() || typeof value.summary !== 'string') throw new Error('translation answer is not {title, summary}')
  return { title: value.title.trim().slice(0, 300), summary: value.summary.trim().slice(0, 1000) }
}

export function llmTranslator(client: LlmClient): NewsTranslator {
  return {
    async translate(text, from, to, signal) {
      const answer = await client.ask({ question: translationPrompt(text, from, to), temperature: 0, maxTokens: 600 }, signal)
      return parseTranslation(answer.text)
    },
  }
}
