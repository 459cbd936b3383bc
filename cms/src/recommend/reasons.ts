import type { Locale } from '../locales'
import type { ModelFacts, ProductFacts, ServerFacts } from './catalogue'

/**
 * The offline engine's reasons: sentences built from the record's own facts (what it does, its
 * price, how it ranks in its category, the scenario's words it matches), in the answer's language.
 * Nothing is invented: every clause comes from a field of the record.
 */
type Texts = {
  fits: (need: string, what: string) => string
  price: Record<string, string>
  openSource: string
  popular: (category: string) => string
  matches: (words: string) => string
  serverTools: (tools: string) => string
  stars: (n: string) => string
  official: string
  model: (provider: string) => string
  openWeights: string
  quote: (s: string) => string
  join: string
  end: string
}

const texts: Record<Locale, Texts> = {
  en: {
    fits: (need, what) => `For ${need}: ${what}`,
    price: { free: 'Free to use.', freemium: 'Free plan, paid upgrades.', free_trial: 'Free trial, then paid.', paid: 'Paid.', contact: 'Pricing on request.', open_source: 'Open source.' },
    openSource: 'Open source.',
    popular: (c) => `One of the most visited ${c} tools.`,
    matches: (w) => `Matches ${w}.`,
    serverTools: (t) => `Tools: ${t}.`,
    stars: (n) => `${n} GitHub stars.`,
    official: 'Official server of the vendor.',
    model: (p) => `A model by ${p}.`,
    openWeights: 'Open weights, can run on your own hardware.',
    quote: (s) => `“${s}”`,
    join: ', ',
    end: '.',
  },
  zh: {
    fits: (need, what) => `适合「${need}」：${what}`,
    price: { free: '免费使用。', freemium: '有免费版，可付费升级。', free_trial: '可免费试用，之后付费。', paid: '付费。', contact: '价格需咨询。', open_source: '开源。' },
    openSource: '开源。',
    popular: (c) => `${c}类访问量最高的工具之一。`,
    matches: (w) => `与${w}相符。`,
    serverTools: (t) => `工具：${t}。`,
    stars: (n) => `GitHub ${n} 星。`,
    official: '厂商官方服务器。',
    model: (p) => `${p} 的模型。`,
    openWeights: '开放权重，可在自己的硬件上运行。',
    quote: (s) => `「${s}」`,
    join: '、',
    end: '。',
  },
  'zh-TW': {
    fits: (need, what) => `適合「${need}」：${what}`,
    price: { free: '免費使用。', freemium: '有免費版，可付費升級。', free_trial: '可免費試用，之後付費。', paid: '付費。', contact: '價格需洽詢。', open_source: '開源。' },
    openSource: '開源。',
    popular: (c) => `${c}類造訪量最高的工具之一。`,
    matches: (w) => `與${w}相符。`,
    serverTools: (t) => `工具：${t}。`,
    stars: (n) => `GitHub ${n} 顆星。`,
    official: '廠商官方伺服器。',
    model: (p) => `${p} 的模型。`,
    openWeights: '開放權重，可在自己的硬體上執行。',
    quote: (s) => `「${s}」`,
    join: '、',
    end: '。',
  },
  ja: {
    fits: (need, what) => `「${need}」に：${what}`,
    price: { free: '無料で使えます。', freemium: '無料プランあり、有料で拡張。', free_trial: '無料トライアルの後、有料。', paid: '有料。', contact: '価格は要問い合わせ。', open_source: 'オープンソース。' },
    openSource: 'オープンソース。',
    popular: (c) => `${c}で特に利用の多いツールのひとつ。`,
    matches: (w) => `${w}に合致。`,
    serverTools: (t) => `ツール：${t}。`,
    stars: (n) => `GitHub スター ${n}。`,
    official: 'ベンダー公式のサーバー。',
    model: (p) => `${p} のモデル。`,
    openWeights: 'オープンウェイトで、自前のハードウェアでも動かせます。',
    quote: (s) => `「${s}」`,
    join: '、',
    end: '。',
  },
}

/** The first sentence of a text, without its full stop (a tagline or description as a clause). */
export function firstSentence(text: string, max = 160): string {
  const s = text.trim().split(/(?<=[.!?])\s|[。！？]/u)[0] ?? ''
  const cut = s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s
  return cut.replace(/[.。]$/u, '')
}

function sentence(locale: Locale, clause: string): string {
  if (!clause) return ''
  return /[.!?。！？…]$/u.test(clause) ? clause : `${clause}${texts[locale].end}`
}

export function productReason(locale: Locale, p: ProductFacts, o: { need: string; categoryName: string; popular: boolean; matched: string[] }): string {
  const t = texts[locale]
  const parts = [sentence(locale, t.fits(o.need, firstSentence(p.tagline || p.name)))]
  if (p.pricingModel && t.price[p.pricingModel]) parts.push(t.price[p.pricingModel]!)
  if (p.openSource && p.pricingModel !== 'open_source') parts.push(t.openSource)
  if (o.matched.length) parts.push(t.matches(o.matched.slice(0, 3).map(t.quote).join(t.join)))
  if (o.popular) parts.push(t.popular(o.categoryName))
  return parts.join(locale === 'en' ? ' ' : '')
}

export function serverReason(locale: Locale, s: ServerFacts, o: { need: string; matched: string[] }): string {
  const t = texts[locale]
  const parts = [sentence(locale, t.fits(o.need, firstSentence(s.description || s.title)))]
  if (s.official) parts.push(t.official)
  if (s.tools.length) parts.push(t.serverTools(s.tools.slice(0, 4).join(', ')))
  if (s.stars > 0) parts.push(t.stars(new Intl.NumberFormat(locale).format(s.stars)))
  if (o.matched.length) parts.push(t.matches(o.matched.slice(0, 3).map(t.quote).join(t.join)))
  return parts.join(locale === 'en' ? ' ' : '')
}

export function modelReason(locale: Locale, m: ModelFacts, o: { need: string }): string {
  const t = texts[locale]
  const parts = [sentence(locale, t.fits(o.need, firstSentence(m.description || m.name))), t.model(m.provider)]
  if (m.openWeights) parts.push(t.openWeights)
  return parts.join(locale === 'en' ? ' ' : '')
}
