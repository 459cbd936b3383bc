import type { ExposureLevel, PlatformScore } from '../geo/trackerScore'
import type { CompetitorRow, TopicCoverage } from './report'

/**
 * The four strategy cards of the report (SPEC §2: platform performance, competitor analysis,
 * topic exposure, summary). Each recommendation is a message key with the figures that triggered
 * it, chosen by rules over the numbers; the UI words it in the reader's language
 * (storefront i18n namespace `tracker`, keys `strategy.<key>`). Rules, in order of weight:
 * - platform: the weakest platform (visibility below half the best) gets "improve on X"; a
 *   platform with no citation of the brand's site gets "get cited"; a failed platform is named;
 * - competitor: every competitor ahead in share of voice is named with both figures; none ahead
 *   gives "defend the lead";
 * - topic: topics whose answers never name the brand get "create content for T"; the best topic
 *   is named to build on;
 * - summary: the level (from the brand score) and the single most important action.
 */
export type Recommendation = { key: string; params: Record<string, string | number> }
export type StrategyCard = { kind: 'platform_performance' | 'competitor_analysis' | 'topic_exposure' | 'summary'; level: 'good' | 'fair' | 'poor'; recommendations: Recommendation[] }

type Input = {
  brandScore: number
  exposureLevel: ExposureLevel
  platforms: Record<string, PlatformScore>
  failedPlatforms: string[]
  competitors: CompetitorRow[]
  topicCoverage: TopicCoverage[]
}

const pct = (x: number) => Math.round(x * 100)
const levelOf = (score: number): StrategyCard['level'] => (score >= 60 ? 'good' : score >= 30 ? 'fair' : 'poor')

export function strategyCards(input: Input): StrategyCard[] {
  return [platformCard(input), competitorCard(input), topicCard(input), summaryCard(input)]
}

function platformCard({ platforms, failedPlatforms }: Input): StrategyCard {
  const list = Object.entries(platforms).sort((a, b) => b[1].visibility - a[1].visibility || b[1].score - a[1].score)
  const recs: Recommendation[] = []
  if (list.length) {
    const [bestId, best] = list[0]!
    const [worstId, worst] = list[list.length - 1]!
    recs.push({ key: 'platformBest', params: { platform: bestId, visibility: pct(best.visibility) } })
    if (list.length > 1 && worst.visibility < best.visibility / 2) {
      recs.push({ key: 'platformWeak', params: { platform: worstId, visibility: pct(worst.visibility), best: bestId, bestVisibility: pct(best.visibility) } })
    }
    const uncited = list.filter(([, p]) => p.citations === 0).map(([id]) => id)
    if (uncited.length) recs.push({ key: 'platformNoCitations', params: { platforms: uncited.join(', '), count: uncited.length } })
  }
  for (const p of failedPlatforms) recs.push({ key: 'platformFailed', params: { platform: p } })
  const mean = list.length ? list.reduce((s, [, p]) => s + p.score, 0) / list.length : 0
  return { kind: 'platform_performance', level: levelOf(mean), recommendations: recs }
}

function competitorCard({ competitors }: Input): StrategyCard {
  const brand = competitors.find((c) => c.isBrand)
  const rivals = competitors.filter((c) => !c.isBrand)
  const recs: Recommendation[] = []
  if (!brand || rivals.length === 0) return { kind: 'competitor_analysis', level: 'fair', recommendations: [{ key: 'competitorNone', params: {} }] }
  const ahead = rivals.filter((c) => c.shareOfVoice > brand.shareOfVoice).sort((a, b) => b.shareOfVoice - a.shareOfVoice)
  for (const c of ahead.slice(0, 3)) {
    recs.push({ key: 'competitorAhead', params: { competitor: c.name, theirShare: pct(c.shareOfVoice), ourShare: pct(brand.shareOfVoice), theirRecommended: c.recommended } })
  }
  if (!ahead.length) recs.push({ key: 'competitorLead', params: { ourShare: pct(brand.shareOfVoice), next: rivals.sort((a, b) => b.shareOfVoice - a.shareOfVoice)[0]!.name } })
  return { kind: 'competitor_analysis', level: ahead.length === 0 ? 'good' : ahead.length < rivals.length ? 'fair' : 'poor', recommendations: recs }
}

function topicCard({ topicCoverage }: Input): StrategyCard {
  const asked = topicCoverage.filter((t) => t.answers > 0)
  const missing = asked.filter((t) => t.mentioning === 0)
  const recs: Recommendation[] = missing.slice(0, 5).map((t) => ({ key: 'topicMissing', params: { topic: t.topic, answers: t.answers } }))
  const best = [...asked].sort((a, b) => b.mentioning / b.answers - a.mentioning / a.answers)[0]
  if (best && best.mentioning > 0) recs.push({ key: 'topicStrong', params: { topic: best.topic, share: pct(best.mentioning / best.answers) } })
  const covered = asked.length ? (asked.length - missing.length) / asked.length : 0
  return { kind: 'topic_exposure', level: covered >= 0.7 ? 'good' : covered >= 0.3 ? 'fair' : 'poor', recommendations: recs }
}

function summaryCard(input: Input): StrategyCard {
  const level = levelOf(input.brandScore)
  const recs: Recommendation[] = [{ key: `summary_${level}`, params: { score: input.brandScore, exposure: input.exposureLevel } }]
  const first = [platformCard(input), competitorCard(input), topicCard(input)]
    .filter((c) => c.level !== 'good')
    .flatMap((c) => c.recommendations.filter((r) => ['platformWeak', 'competitorAhead', 'topicMissing'].includes(r.key)))[0]
  if (first) recs.push({ key: 'summaryFirstAction', params: { action: first.key, ...first.params } })
  return { kind: 'summary', level, recommendations: recs }
}
