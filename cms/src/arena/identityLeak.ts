import { arenaModels, identityTerms } from './roster'

/**
 * Whether an answer reveals which model wrote it: a self-introduction naming a model or its
 * maker ("I am Claude", "developed by OpenAI", "我是通义千问", "私はGeminiです"). Merely naming a
 * product (an answer recommending ChatGPT) is not a leak; a vote on a battle where either answer
 * leaks is stored but void, since the voter was no longer blind.
 */
const selfCues = [
  /\b(?:i am|i'm|i’m|my name is)\s+(?:an?\s+)?(?:ai\s+)?(?:assistant\s+|model\s+)?(?:called\s+|named\s+)?$/i,
  /\b(?:developed|created|made|built|trained|designed)\s+by\s+$/i,
  /(?:我是|我叫|我是由|我由)\s*$/,
  /(?:私は|わたしは)\s*$/,
]

export function revealsIdentity(answer: string): string | null {
  const text = answer.normalize('NFKC')
  for (const model of arenaModels) {
    const lowerText = text.toLowerCase()
    for (const term of identityTerms[model]) {
      const needle = term.toLowerCase()
      let at = lowerText.indexOf(needle)
      while (at >= 0) {
        const before = text.slice(Math.max(0, at - 60), at)
        if (selfCues.some((cue) => cue.test(before))) return model
        at = lowerText.indexOf(needle, at + needle.length)
      }
    }
  }
  return null
}
