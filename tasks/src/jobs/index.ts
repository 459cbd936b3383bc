import { createDetectHandler } from './geo/detectPlatform'
import { computeRankingsJob } from './rankings/computeRankings'
import { computeArenaLeaderboardJob } from './arena/computeLeaderboard'
import { indexRecord } from './search/indexRecord'
import { rebuildIndex } from './search/rebuildIndex'
import { revalidatePages } from './storefront/revalidatePages'
import { notifySupport } from './support/notifySupport'
import { fulfilOrder } from './orders/fulfilOrder'
import { reconcileOrders } from './orders/reconcileOrders'
import { mailOrder } from './orders/mailOrder'
import { scheduleAds } from './ads/scheduleAds'
import { refundAd } from './ads/refundAd'
import { mailIssuedInvoice } from './invoices/mailIssuedInvoice'
import { fetchTrafficJob } from './traffic/fetchTraffic'
import { syncRegistryJob } from './mcp/syncRegistry'
import { enrichServersJob } from './mcp/enrichServers'
import { computeMcpRankingsJob } from './mcp/computeRankings'
import { createProbeHandler, scheduleProbes } from './mcp/probeServers'
import { mailSubmission } from './mcp/mailSubmission'
import { syncModelsJob } from './models/syncModels'
import { createLogoHandler } from './images/captureLogo'
import { createScreenshotHandler } from './images/captureScreenshot'
import { scheduleCaptures } from './images/scheduleCaptures'
import { ingestFeedJob } from './news/ingestFeed'
import { scheduleFeeds } from './news/scheduleFeeds'
import { dailyBriefJob } from './news/dailyBrief'
import type { Handlers } from './types'
import { createStartHandler } from './deployments/startDeployment'
import { createSweepHandler } from './deployments/sweepDeployments'
import { mailExpiry } from './deployments/mailExpiry'
import { analyzeRun } from './tracker/analyzeRun'
import { createAnswerHandler } from './tracker/answerPlatform'
import { generateRunQuestions } from './tracker/generateQuestions'
import { notifyOwner } from './tracker/notifyOwner'
import { scheduleRuns } from './tracker/scheduleRuns'

/** Every queue of the job contract and the handler that works it. */
export const handlers: Handlers = {
  'search.index': indexRecord,
  'search.rebuild': rebuildIndex,
  'storefront.revalidate': revalidatePages,
  'geo.detect': createDetectHandler(),
  'tracker.questions': generateRunQuestions,
  'tracker.answer': createAnswerHandler(),
  'tracker.analyze': analyzeRun,
  'tracker.schedule': scheduleRuns,
  'tracker.notify': notifyOwner,
  'support.notify': notifySupport,
  'orders.fulfil': fulfilOrder,
  'orders.reconcile': reconcileOrders,
  'orders.mail': mailOrder,
  'ads.schedule': scheduleAds,
  'ads.refund': refundAd,
  'invoices.mailIssued': mailIssuedInvoice,
  'rankings.compute': computeRankingsJob,
  // The editor's manual run: same work, its own exclusive queue (cms/src/admin/rankings/recompute.ts).
  'rankings.recompute': (data, ctx) => computeRankingsJob(data, ctx),
  'traffic.fetch': fetchTrafficJob,
  'mcp.registrySync': syncRegistryJob,
  'mcp.enrich': enrichServersJob,
  'mcp.rankings': computeMcpRankingsJob,
  'mcp.probeSchedule': scheduleProbes,
  'mcp.probe': createProbeHandler(),
  'mcp.submissionMail': mailSubmission,
  'models.sync': syncModelsJob,
  'images.logo': createLogoHandler(),
  'images.screenshot': createScreenshotHandler(),
  'images.schedule': scheduleCaptures,
  'deploy.start': createStartHandler(),
  'deploy.expire': createSweepHandler(),
  'deploy.mail': mailExpiry,
  'arena.leaderboard': computeArenaLeaderboardJob,
  'news.schedule': scheduleFeeds,
  'news.ingest': ingestFeedJob,
  'news.dailyBrief': dailyBriefJob,
}
