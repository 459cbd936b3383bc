import type { Locale } from '../../locales'

/**
 * The offline engine's sentences, per language. Several of each so that platforms and samples
 * read differently, as real platforms do; {category}, {first}, {second} are filled in.
 */
type Phrasing = { intros: string[]; items: string[]; closings: string[]; fallbackCategory: string; noMatch: string }

export const phrasing: Record<Locale, Phrasing> = {
  en: {
    intros: [
      'Here are some of the best {category} tools worth considering:',
      'If you are looking for {category}, these are the options people recommend most often:',
      'Good question. For {category}, I would shortlist the following:',
      'Based on features, pricing and user feedback, these {category} products stand out:',
    ],
    items: ['{n}. **{name}** – {tagline}', '- **{name}**: {tagline}', '{n}. {name} ({company}): {tagline}'],
    closings: [
      'Which one is best depends on your budget and workflow; most of them offer a free tier to try.',
      'I recommend starting with {first}, then comparing it with {second} on your own use case.',
      'Try two or three of them on a real task before you decide.',
    ],
    fallbackCategory: 'AI assistants',
    noMatch: 'I could not tell which kind of product you mean, so here are widely used general options.',
  },
  zh: {
    intros: [
      '以下是几款值得考虑的{category}工具：',
      '如果你在找{category}方面的产品，可以重点看看这些：',
      '综合功能、价格和用户口碑，推荐以下{category}产品：',
      '这个问题很常见。关于{category}，我整理了几个主流选择：',
    ],
    items: ['{n}. **{name}**：{tagline}', '- **{name}** —— {tagline}', '{n}. {name}（{company}）：{tagline}'],
    closings: [
      '具体选择哪一款，取决于你的预算和使用场景，大多数产品都提供免费试用。',
      '建议先试用{first}，再与{second}对比，看哪个更适合你。',
      '最好用真实任务试用两三款再做决定。',
    ],
    fallbackCategory: 'AI 助手',
    noMatch: '没能判断你想找哪类产品，先列出几款常用的通用工具。',
  },
  'zh-TW': {
    intros: [
      '以下是幾款值得考慮的{category}工具：',
      '如果你在找{category}相關的產品，可以重點看看這些：',
      '綜合功能、價格和使用者評價，推薦以下{category}產品：',
      '這個問題很常見。關於{category}，我整理了幾個主流選擇：',
    ],
    items: ['{n}. **{name}**：{tagline}', '- **{name}** —— {tagline}', '{n}. {name}（{company}）：{tagline}'],
    closings: [
      '具體選擇哪一款，取決於你的預算和使用情境，多數產品都提供免費試用。',
      '建議先試用{first}，再與{second}比較，看哪個更適合你。',
      '最好用實際任務試用兩三款再做決定。',
    ],
    fallbackCategory: 'AI 助理',
    noMatch: '無法判斷你想找哪一類產品，先列出幾款常用的通用工具。',
  },
  ja: {
    intros: [
      '{category}でおすすめのツールをいくつか紹介します。',
      '{category}を探しているなら、次のサービスが定番です。',
      '機能・料金・ユーザー評価を踏まえると、{category}では以下がおすすめです。',
      'よくある質問ですね。{category}の主な選択肢をまとめました。',
    ],
    items: ['{n}. **{name}**：{tagline}', '- **{name}** — {tagline}', '{n}. {name}（{company}）：{tagline}'],
    closings: [
      'どれが最適かは予算と用途次第です。多くは無料プランで試せます。',
      'まずは{first}を試し、{second}と比較するのがおすすめです。',
      '実際の作業で2〜3個試してから決めるとよいでしょう。',
    ],
    fallbackCategory: 'AI アシスタント',
    noMatch: 'どの種類の製品をお探しか判断できなかったため、広く使われている汎用ツールを挙げます。',
  },
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))
}
