import type { PlatformClients } from '../llm/registry'
import type { PlatformId } from '../llm/platforms'
import { llmTranslator, type NewsTranslator } from './translate'

/**
 * The translator the settings ask for: the platform named by NEWS_LLM_PLATFORM when its key is
 * set. The offline engine answers questions about the catalogue, it does not translate, so a
 * platform in sandbox means no translator: articles keep their original language.
 */
export function newsTranslatorFrom(platform: PlatformId | undefined, clients: () => PlatformClients): NewsTranslator | null {
  if (!platform) return null
  const client = clients()[platform]
  return client && !client.sandbox ? llmTranslator(client) : null
}
