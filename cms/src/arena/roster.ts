import { platformIds, platformLabels, type PlatformId } from '../llm/platforms'

/** The models that fight in the arena: every platform of the provider layer. */
export const arenaModels: readonly PlatformId[] = platformIds

export const modelLabel = (id: string): string => platformLabels[id as PlatformId] ?? id

/**
 * The names a model could give itself away by: product, model family and maker, in the ways
 * people write them in our four languages. Used by the identity-leak check.
 */
export const identityTerms: Record<PlatformId, string[]> = {
  deepseek: ['DeepSeek', '深度求索'],
  doubao: ['Doubao', '豆包', 'ByteDance', '字节跳动', '字节'],
  qwen: ['Qwen', 'Tongyi', '通义千问', '通义', '通義千問', 'Alibaba', '阿里巴巴', '阿里云'],
  yuanbao: ['Yuanbao', 'Hunyuan', '元宝', '元寶', '混元', 'Tencent', '腾讯', '騰訊'],
  wenxin: ['Wenxin', 'ERNIE', '文心一言', '文心', 'Baidu', '百度'],
  chatgpt: ['ChatGPT', 'GPT-4', 'GPT-5', 'GPT', 'OpenAI'],
  claude: ['Claude', 'Anthropic'],
  gemini: ['Gemini', 'Google DeepMind', 'Google', 'Bard'],
  perplexity: ['Perplexity'],
}

/** Two distinct models in random order: the caller's positions are the battle's A and B. */
export function pickPair(random: () => number = Math.random): [PlatformId, PlatformId] {
  const first = Math.floor(random() * arenaModels.length)
  let second = Math.floor(random() * (arenaModels.length - 1))
  if (second >= first) second++
  return [arenaModels[first]!, arenaModels[second]!]
}
