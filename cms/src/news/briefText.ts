import type { Locale } from '../locales'

/** The words of a composed daily brief, per site language (the brief is stored content, not UI). */
export const briefText: Record<Locale, { title: (day: string) => string; summary: (n: number) => string; top: string; launch: string; model: string; funding: string }> = {
  en: {
    title: (day) => `AI Daily Brief, ${day}`,
    summary: (n) => `${n} ${n === 1 ? 'story' : 'stories'} from the day in AI: the top stories, product launches, model releases and funding.`,
    top: 'Top stories',
    launch: 'Product launches',
    model: 'Model releases',
    funding: 'Funding',
  },
  zh: {
    title: (day) => `AI 日报 ${day}`,
    summary: (n) => `今日 AI 要闻 ${n} 条：头条、产品发布、模型发布与融资动态。`,
    top: '头条',
    launch: '产品发布',
    model: '模型发布',
    funding: '融资',
  },
  'zh-TW': {
    title: (day) => `AI 每日快報 ${day}`,
    summary: (n) => `今日 AI 要聞 ${n} 則：頭條、產品發表、模型發表與融資動態。`,
    top: '頭條',
    launch: '產品發表',
    model: '模型發表',
    funding: '融資',
  },
  ja: {
    title: (day) => `AI デイリーブリーフ ${day}`,
    summary: (n) => `本日の AI ニュース ${n} 件：トップニュース、製品リリース、モデル公開、資金調達。`,
    top: 'トップニュース',
    launch: '製品リリース',
    model: 'モデル公開',
    funding: '資金調達',
  },
}
