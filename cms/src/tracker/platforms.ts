import { checkerPlatforms, trackerPlatforms, type PlatformId } from '../llm/platforms'

const international: PlatformId[] = ['chatgpt', 'claude', 'gemini', 'perplexity']

/**
 * The platforms a tracker run asks, per edition: the international edition asks the four
 * international assistants first, then the domestic ones; the China edition the other way round.
 * Both ask all nine (SPEC §1: ChatGPT, Claude, Gemini, Perplexity and the domestic products);
 * TRACKER_PLATFORMS narrows the list (comma-separated ids) where a deployment has fewer keys.
 */
export function trackerPlatformsFor(edition = process.env.EDITION ?? 'intl', only = process.env.TRACKER_PLATFORMS): PlatformId[] {
  const ordered = edition === 'cn' ? [...checkerPlatforms, ...international] : [...international, ...checkerPlatforms]
  const wanted = only?.split(',').map((s) => s.trim()).filter(Boolean)
  const list = wanted?.length ? ordered.filter((p) => wanted.includes(p)) : ordered
  return list.filter((p) => (trackerPlatforms as readonly string[]).includes(p))
}
