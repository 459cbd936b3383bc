import type { Locale } from '../../locales'
import type { AskRequest, LlmAnswer, LlmClient } from '../types'
import type { AnswerCatalogue, ProductInfo } from './catalogue'
import { findCategory } from './intent'
import { detectLanguage } from './language'
import { fill, phrasing } from './phrasing'
import { pick, seededRandom } from './seededRandom'

/**
 * The offline platform: answers "which X should I use" questions from our own catalogue, in the
 * question's language, recommending real products of the asked category and citing their pages
 * on our site. Deterministic per (question, platform, sample), varied across them, and marked
 * sandbox so nobody mistakes it for what DeepSeek or ChatGPT said.
 */
export const OFFLINE_MODEL = 'offline-catalogue-v1'

export function createOfflineClient(platform: string, catalogue: AnswerCatalogue, options: { latencyMs?: number } = {}): LlmClient {
  return {
    platform,
    async ask(request: AskRequest, signal?: AbortSignal): Promise<LlmAnswer> {
      const sample = request.sample ?? 0
      const locale = detectLanguage(request.question)
      const category = await findCategory(request.question, locale, catalogue)
      const fallback = category ?? (await catalogue.categories()).find((c) => c.key === 'chatbots')
      const candidates = fallback ? await catalogue.productsIn(fallback.id, locale, 8) : []
      const random = seededRandom(request.question, platform, sample)
      const chosen = choose(candidates, random)
      const text = compose(locale, category?.names[locale] ?? category?.names.en, chosen, random, platform, catalogue)
      if (options.latencyMs) await delay(options.latencyMs, signal)
      return {
        text,
        citations: chosen.map((p) => ({ url: catalogue.productUrl(p.key, locale), title: p.name })),
        model: OFFLINE_MODEL,
        usage: { inputTokens: 0, outputTokens: 0 },
        sandbox: true,
        raw: { engine: OFFLINE_MODEL, platform, sample, locale, category: category?.key ?? null, products: chosen.map((p) => p.key) },
      }
    },
  }
}

/** 3 to 5 products, popular ones usually first but not always, as real answers vary. */
function choose(candidates: ProductInfo[], random: () => number): ProductInfo[] {
  const rest = [...candidates]
  const count = Math.min(rest.length, 3 + Math.floor(random() * 3))
  const out: ProductInfo[] = []
  while (out.length < count) {
    const r = random()
    const index = Math.min(rest.length - 1, r < 0.6 ? 0 : r < 0.85 ? 1 : 2)
    out.push(...rest.splice(index, 1))
  }
  return out
}

function compose(locale: Locale, categoryName: string | undefined, products: ProductInfo[], random: () => number, platform: string, catalogue: AnswerCatalogue): string {
  const p = phrasing[locale]
  const lines: string[] = []
  if (!categoryName) lines.push(p.noMatch)
  lines.push(fill(pick(random, p.intros), { category: categoryName ?? p.fallbackCategory }))
  // Each platform keeps a house style for list items; the sample varies the rest.
  const style = p.items[[...platform].reduce((s, c) => s + c.charCodeAt(0), 0) % p.items.length]!
  const cite = random() < 0.5
  products.forEach((product, i) => {
    const item = fill(style, { n: i + 1, name: product.name, tagline: product.tagline, company: product.company || product.name })
    lines.push(cite ? `${item} [${i + 1}]` : item)
  })
  lines.push(fill(pick(random, p.closings), { first: products[0]?.name ?? '', second: products[1]?.name ?? products[0]?.name ?? '' }))
  if (cite) lines.push(products.map((product, i) => `[${i + 1}] ${catalogue.productUrl(product.key, locale)}`).join('\n'))
  return lines.join('\n\n').replace(/\n\n(?=(\d+\.|-) )/g, '\n')
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    }, { once: true })
  })
}
