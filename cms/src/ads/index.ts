/**
 * Advertising sales: ad orders (priced by their position), the campaign of a paid order allocated
 * under the position's lock (running or queued), the queue quote shown before paying, and the
 * scheduling job that ends runs at their paid end and starts queued ones.
 */
export { adMessages } from './adMessages'
export { adOrderInput, type AdOrderInput } from './adOrderInput'
export { createAdOrder } from './createAdOrder'
export { offeredPositions, type OfferedPosition } from './offeredPositions'
export { quoteQueue, type Occupant, type QueueQuote } from './queueQuote'
export { runAdSchedule, type ScheduleReport } from './runAdSchedule'
export { DAY_MS, endOfRun } from './campaignTimes'
