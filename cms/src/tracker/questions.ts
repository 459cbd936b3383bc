import { TRACKER_LIMITS, type QuestionIntent, type TrackerLanguage } from './limits'

/**
 * The query questions of a run: what real users ask AI assistants when they look for what the
 * brand sells, in the brand's language. Templates per user intent are filled from the topics,
 * the product/service tags and the competitors. Most questions name a topic, not the brand —
 * the point is whether the platforms bring the brand up unprompted; a few name it (navigational,
 * transactional) and some compare it with a competitor. Deterministic: same input, same list.
 */
export type TrackerQuestion = { question: string; intent: QuestionIntent; topic: string }

type Slot = { topic: string; brand: string; competitor: string; year: number }
type Template = { intent: QuestionIntent; needs: 'topic' | 'brand' | 'competitor'; text: (s: Slot) => string }

const templates: Record<TrackerLanguage, Template[]> = {
  en: [
    { intent: 'informational', needs: 'topic', text: (s) => `What are the best ${s.topic} tools in ${s.year}?` },
    { intent: 'commercial_investigation', needs: 'topic', text: (s) => `Which ${s.topic} tool would you recommend for a small team?` },
    { intent: 'informational', needs: 'topic', text: (s) => `How do I choose a good ${s.topic} product?` },
    { intent: 'commercial_investigation', needs: 'topic', text: (s) => `Compare the top ${s.topic} options: features, pricing and pros and cons.` },
    { intent: 'transactional', needs: 'topic', text: (s) => `Where can I buy or subscribe to a reliable ${s.topic} service?` },
    { intent: 'commercial_investigation', needs: 'competitor', text: (s) => `What are the best alternatives to ${s.competitor}?` },
    { intent: 'commercial_investigation', needs: 'competitor', text: (s) => `${s.brand} vs ${s.competitor}: which is better?` },
    { intent: 'navigational', needs: 'brand', text: (s) => `What is the official website of ${s.brand}?` },
    { intent: 'transactional', needs: 'brand', text: (s) => `How much does ${s.brand} cost and how do I sign up?` },
    { intent: 'informational', needs: 'brand', text: (s) => `What is ${s.brand} and what is it good for?` },
  ],
  zh: [
    { intent: 'informational', needs: 'topic', text: (s) => `${s.year}年最好用的${s.topic}工具有哪些？` },
    { intent: 'commercial_investigation', needs: 'topic', text: (s) => `小团队适合用哪款${s.topic}工具？请推荐一下。` },
    { intent: 'informational', needs: 'topic', text: (s) => `如何挑选一款好的${s.topic}产品？` },
    { intent: 'commercial_investigation', needs: 'topic', text: (s) => `对比一下主流的${s.topic}产品：功能、价格和优缺点。` },
    { intent: 'transactional', needs: 'topic', text: (s) => `在哪里可以购买或订阅靠谱的${s.topic}服务？` },
    { intent: 'commercial_investigation', needs: 'competitor', text: (s) => `${s.competitor}有哪些好用的替代品？` },
    { intent: 'commercial_investigation', needs: 'competitor', text: (s) => `${s.brand}和${s.competitor}哪个更好？` },
    { intent: 'navigational', needs: 'brand', text: (s) => `${s.brand}的官网是什么？` },
    { intent: 'transactional', needs: 'brand', text: (s) => `${s.brand}怎么收费？如何注册使用？` },
    { intent: 'informational', needs: 'brand', text: (s) => `${s.brand}是什么？适合用来做什么？` },
  ],
  'zh-TW': [
    { intent: 'informational', needs: 'topic', text: (s) => `${s.year}年最好用的${s.topic}工具有哪些？` },
    { intent: 'commercial_investigation', needs: 'topic', text: (s) => `小團隊適合用哪款${s.topic}工具？請推薦一下。` },
    { intent: 'informational', needs: 'topic', text: (s) => `如何挑選一款好的${s.topic}產品？` },
    { intent: 'commercial_investigation', needs: 'topic', text: (s) => `比較一下主流的${s.topic}產品：功能、價格和優缺點。` },
    { intent: 'transactional', needs: 'topic', text: (s) => `在哪裡可以購買或訂閱可靠的${s.topic}服務？` },
    { intent: 'commercial_investigation', needs: 'competitor', text: (s) => `${s.competitor}有哪些好用的替代品？` },
    { intent: 'commercial_investigation', needs: 'competitor', text: (s) => `${s.brand}和${s.competitor}哪個比較好？` },
    { intent: 'navigational', needs: 'brand', text: (s) => `${s.brand}的官方網站是什麼？` },
    { intent: 'transactional', needs: 'brand', text: (s) => `${s.brand}怎麼收費？如何註冊使用？` },
    { intent: 'informational', needs: 'brand', text: (s) => `${s.brand}是什麼？適合用來做什麼？` },
  ],
  ja: [
    { intent: 'informational', needs: 'topic', text: (s) => `${s.year}年におすすめの${s.topic}ツールは何ですか？` },
    { intent: 'commercial_investigation', needs: 'topic', text: (s) => `小規模チームに向いている${s.topic}ツールを教えてください。` },
    { intent: 'informational', needs: 'topic', text: (s) => `良い${s.topic}製品の選び方を教えてください。` },
    { intent: 'commercial_investigation', needs: 'topic', text: (s) => `主要な${s.topic}製品を機能・価格・長所と短所で比較してください。` },
    { intent: 'transactional', needs: 'topic', text: (s) => `信頼できる${s.topic}サービスはどこで購入・契約できますか？` },
    { intent: 'commercial_investigation', needs: 'competitor', text: (s) => `${s.competitor}の代わりになるおすすめのツールは？` },
    { intent: 'commercial_investigation', needs: 'competitor', text: (s) => `${s.brand}と${s.competitor}はどちらが良いですか？` },
    { intent: 'navigational', needs: 'brand', text: (s) => `${s.brand}の公式サイトはどこですか？` },
    { intent: 'transactional', needs: 'brand', text: (s) => `${s.brand}の料金と登録方法を教えてください。` },
    { intent: 'informational', needs: 'brand', text: (s) => `${s.brand}とは何ですか？何に使えますか？` },
  ],
}

export function generateQuestions(
  input: { brandName: string; topics: string[]; tags: string[]; competitors: string[]; language: TrackerLanguage },
  options: { max?: number; year?: number } = {},
): TrackerQuestion[] {
  const max = options.max ?? TRACKER_LIMITS.questionsPerRun
  const year = options.year ?? new Date().getUTCFullYear()
  const list = templates[input.language]
  const topics = unique([...input.topics, ...input.tags])
  const competitors = unique(input.competitors)
  const brand = input.brandName.trim()
  const out: TrackerQuestion[] = []
  const seen = new Set<string>()
  const push = (t: Template, slot: Slot, topic: string) => {
    const question = t.text(slot)
    if (out.length >= max || seen.has(question)) return
    seen.add(question)
    out.push({ question, intent: t.intent, topic })
  }
  const byNeed = (need: Template['needs']) => list.filter((t) => t.needs === need)

  // Brand questions first (always asked), then topics and competitors interleaved round by round,
  // so a short list still covers every topic and competitor before repeating any template.
  for (const t of byNeed('brand')) push(t, { topic: topics[0] ?? brand, brand, competitor: '', year }, topics[0] ?? brand)
  const topicTemplates = byNeed('topic')
  const competitorTemplates = byNeed('competitor')
  const rounds = Math.max(topicTemplates.length, competitorTemplates.length)
  for (let round = 0; round < rounds && out.length < max; round++) {
    for (const topic of topics) {
      const t = topicTemplates[(round + topics.indexOf(topic)) % topicTemplates.length]!
      if (round < topicTemplates.length) push(t, { topic, brand, competitor: '', year }, topic)
    }
    for (const competitor of competitors) {
      if (round < competitorTemplates.length) push(competitorTemplates[round]!, { topic: topics[0] ?? '', brand, competitor, year }, topics[0] ?? competitor)
    }
  }
  return out
}

function unique(items: string[]): string[] {
  const seen = new Set<string>()
  return items.map((i) => i.trim()).filter((i) => i && !seen.has(i.toLowerCase()) && seen.add(i.toLowerCase()))
}
