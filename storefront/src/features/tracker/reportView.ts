import type { PlatformScore } from '@aidir/cms/geo'
import type { CompetitorRow, HotTopic, StrategyCard } from '@aidir/cms/tracker'

/** The answer of GET /api/tracker/{id}/report (cms/src/tracker/readTracker.ts trackerReport). */
export type ReportView = {
  tracker: { id: number; brandName: string; websiteUrl: string | null; competitors: string[]; topics: string[]; public: boolean; status: string }
  report: {
    id: number
    run: number
    brandScore: number
    uncertain: boolean
    exposures: number
    exposureLevel: string
    platforms: Record<string, PlatformScore>
    failedPlatforms: string[]
    hotTopics: Record<string, HotTopic[]>
    competitors: CompetitorRow[]
    strategy: StrategyCard[]
    sandbox: boolean
    dataUpdatedAt: string
  }
  questions: { question: string; intent: string; topic: string | null; processingMs: number | null }[]
  trend: { run: number; score: number; uncertain: boolean; date: string }[]
  method: { version: string; weights: Record<string, number>; exposureThresholds: number[]; fewAnswers: number }
}
