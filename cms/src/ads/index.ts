/**
 * Advertising sales: ad orders (priced by their position), the campaign of a paid order allocated
 * under the position's lock (running or queued), the queue quote shown before paying, and the
 * scheduling job that ends runs at their paid end and starts queued ones; support's review of ads
 * in positions that require it, the refund of a paid ad with no position to run in, the ad mails.
 */
export { adMessages } from './adMessages'
export { adOrderInput, type AdOrderInput } from './adOrderInput'
export { createAdOrder } from './createAdOrder'
export { offeredPositions, type OfferedPosition } from './offeredPositions'
export { quoteQueue, type Occupant, type QueueQuote } from './queueQuote'
export { runAdSchedule, type ScheduleReport } from './runAdSchedule'
export { DAY_MS, endOfRun } from './campaignTimes'
export { NO_POSITION_REASON, refundUnplaceable, type UnplaceableOutcome } from './refundUnplaceable'
export { adDecisionInput, approveAd, type AdApproval } from './reviewAd'
export { adMailText, type AdFacts } from './adMails'
