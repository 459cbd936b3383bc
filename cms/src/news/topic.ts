/**
 * What kind of story an article is, for the site's sections and the daily brief: a feed may say
 * (its category setting); otherwise the words of the title and summary decide, in the order below
 * (a funding round for a model company is funding news first).
 */
export const newsTopics = ['funding', 'model', 'launch', 'research', 'general'] as const
export type NewsTopic = (typeof newsTopics)[number]

/** How editors see the categories in the admin. */
export const newsTopicLabels: Record<NewsTopic, string> = { funding: 'Funding', model: 'Model releases', launch: 'Product launches', research: 'Research', general: 'General' }
export const newsTopicOptions = newsTopics.map((value) => ({ value, label: newsTopicLabels[value] }))

const RULES: [Exclude<NewsTopic, 'general'>, RegExp][] = [
  ['funding', /\b(raises?|raised|funding|series [a-f]|seed round|valuation|investment|invests?|acquires?|acquisition|ipo)\b|融资|投资|估值|收购|融資|投資|資金調達|買収/iu],
  ['model', /\b(model|llm|weights|open[- ]source[sd]? model|parameters|checkpoint|benchmark)\b|\b(gpt-?\d|llama|claude|gemini|qwen|deepseek|mistral|glm)\b|模型|大模型|モデル/iu],
  ['launch', /\b(launch(es|ed)?|releases?|released|unveils?|introduces?|announces?|now available|rolls? out|debuts?|beta)\b|发布|推出|上线|發布|推出|上線|リリース|発表|提供開始/iu],
  ['research', /\b(paper|research|study|arxiv|researchers)\b|论文|研究|論文/iu],
]

export function classifyTopic(text: string, feedTopic?: NewsTopic | null): NewsTopic {
  if (feedTopic && feedTopic !== 'general') return feedTopic
  for (const [topic, pattern] of RULES) if (pattern.test(text)) return topic
  return 'general'
}
