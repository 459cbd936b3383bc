/**
 * The AI platforms GEO measures. The ranking checker asks the five Chinese platforms (SPEC §9);
 * the brand tracker asks all of them. The label is the product name users know, not translated.
 */
export const platformIds = ['deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin', 'chatgpt', 'claude', 'gemini', 'perplexity'] as const
export type PlatformId = (typeof platformIds)[number]

export const checkerPlatforms = ['deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin'] as const satisfies readonly PlatformId[]
export const trackerPlatforms = platformIds

export const platformLabels: Record<PlatformId, string> = {
  deepseek: 'DeepSeek',
  doubao: 'Doubao',
  qwen: 'Tongyi Qianwen',
  yuanbao: 'Tencent Yuanbao',
  wenxin: 'Baidu Wenxin',
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  gemini: 'Gemini',
  perplexity: 'Perplexity',
}

export function isPlatformId(value: unknown): value is PlatformId {
  return typeof value === 'string' && (platformIds as readonly string[]).includes(value)
}
