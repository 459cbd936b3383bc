import { detectBrand, type Detection } from '../geo/detect'
import { findSpans, normalizeText } from '../geo/normalize'
import { brandScore, exposureLevel, scorePlatform, SCORE_VERSION, type ExposureLevel, type PlatformScore, type TrackedAnswer } from '../geo/trackerScore'
import { strategyCards, type StrategyCard } from './strategy'

/**
 * The analysis of a run, from its stored answers only (a re-score calls no platform): per-platform
 * scores with the published formula (geo/trackerScore.ts), the brand score, exposure, hot topics
 * per platform, the competitor comparison and the four strategy cards.
 */
export type ReportAnswer = { platform: string; topic?: string | null; text: string; citations?: { url: string }[] }
export type ReportInput = {
  brandName: string
  websiteUrl?: string | null
  competitors: string[]
  topics: string[]
  platforms: string[]
  failedPlatforms: string[]
  answers: ReportAnswer[]
}
export type CompetitorRow = { name: string; isBrand: boolean; score: number; visibility: number; exposures: number; shareOfVoice: number; recommended: number; byPlatform: Record<string, number> }
export type HotTopic = { topic: string; mentions: number }
export type TrackerReport = {
  brandScore: number
  scoreVersion: string
  uncertain: boolean
  exposures: number
  exposureLevel: ExposureLevel
  platforms: Record<string, PlatformScore>
  failedPlatforms: string[]
  hotTopics: Record<string, HotTopic[]>
  competitors: CompetitorRow[]
  strategy: StrategyCard[]
}

const HOT_TOPICS_SHOWN = 5

export function hostOf(url?: string | null): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return undefined
  }
}

export function buildReport(input: ReportInput): TrackerReport {
  const domain = hostOf(input.websiteUrl)
  const names = [input.brandName, ...input.competitors]
  // Each answer judged once per name: the brand and every competitor.
  const judged = input.answers.map((a) => ({
    answer: a,
    detections: names.map((name, i) => detectBrand(a.text, [name], { citations: a.citations, domains: i === 0 && domain ? [domain] : [] })),
  }))
  const answered = input.platforms.filter((p) => !input.failedPlatforms.includes(p))

  const trackedFor = (nameIndex: number, platform?: string): TrackedAnswer[] =>
    judged
      .filter((j) => !platform || j.answer.platform === platform)
      .map((j) => ({ brand: j.detections[nameIndex]!, competitors: j.detections.filter((_, i) => i !== nameIndex) }))

  const platforms: Record<string, PlatformScore> = {}
  for (const p of answered) platforms[p] = scorePlatform(trackedFor(0, p))
  const overall = brandScore(platforms)
  const exposures = Object.values(platforms).reduce((s, p) => s + p.exposures, 0)
  const answers = Object.values(platforms).reduce((s, p) => s + p.answers, 0)

  const hotTopics: Record<string, HotTopic[]> = {}
  for (const p of answered) hotTopics[p] = topicMentions(judged.filter((j) => j.answer.platform === p).map((j) => j.answer.text), input.topics)

  const competitors: CompetitorRow[] = names.map((name, i) => {
    const all = scorePlatform(trackedFor(i))
    const byPlatform = Object.fromEntries(answered.map((p) => [p, scorePlatform(trackedFor(i, p)).visibility]))
    const recommended = judged.filter((j) => j.detections[i]!.status === 'recommended').length
    return { name, isBrand: i === 0, score: all.score, visibility: all.visibility, exposures: all.exposures, shareOfVoice: all.shareOfVoice, recommended, byPlatform }
  })

  const topicCoverage = topicBrandCoverage(judged.map((j) => ({ topic: j.answer.topic, brand: j.detections[0]! })), input.topics)
  const report = {
    brandScore: overall.score,
    scoreVersion: SCORE_VERSION,
    uncertain: overall.uncertain,
    exposures,
    exposureLevel: exposureLevel(exposures, answers),
    platforms,
    failedPlatforms: [...input.failedPlatforms],
    hotTopics,
    competitors,
  }
  return { ...report, strategy: strategyCards({ ...report, topicCoverage }) }
}

/** How often each topic term occurs in a platform's answers, most mentioned first. */
export function topicMentions(texts: string[], topics: string[]): HotTopic[] {
  const counts = topics.map((topic) => ({ topic, mentions: texts.reduce((s, t) => s + findSpans(normalizeText(t), [topic]).length, 0) }))
  return counts
    .filter((c) => c.mentions > 0)
    .sort((a, b) => b.mentions - a.mentions || a.topic.localeCompare(b.topic))
    .slice(0, HOT_TOPICS_SHOWN)
}

export type TopicCoverage = { topic: string; answers: number; mentioning: number }

/** Per topic asked about, in how many of its answers the brand came up. */
function topicBrandCoverage(rows: { topic?: string | null; brand: Detection }[], topics: string[]): TopicCoverage[] {
  return topics.map((topic) => {
    const mine = rows.filter((r) => r.topic === topic)
    return { topic, answers: mine.length, mentioning: mine.filter((r) => r.brand.status !== 'absent').length }
  })
}
