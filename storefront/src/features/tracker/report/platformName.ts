import { isPlatformId, platformLabels } from '@aidir/cms/llm/platforms'

/** A platform id as people know it ("chatgpt" → "ChatGPT"); lists of ids ("a, b") too. */
export const platformName = (id: string) => id.split(/,\s*/).map((p) => (isPlatformId(p) ? platformLabels[p] : p)).join(', ')

export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`
