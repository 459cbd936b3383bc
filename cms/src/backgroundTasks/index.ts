/**
 * The background-task kit: anything a user starts and then waits for (GEO checks, tracker runs;
 * payments, deployments, arena battles, syncs next). Start it with `startTask` (records and jobs
 * in one transaction, per-user limit counted under a lock), report it as a `TaskRecord` (status,
 * progress, people ahead from `jobsAhead`, result or error), and let the storefront's poll hook
 * and view show it by SPEC §4's rule (`taskDisplay`).
 */
export * from './taskRecord'
export { TaskLimitReached, LIMIT_REACHED, refuseOverDailyLimit, checkDailyLimit, lockTaskStarts, taskStartsLockStatement, startOfUtcDay, type DailyLimit } from './dailyLimit'
export { startTask, type StartTaskOptions } from './startTask'
export { jobsAhead, geoDetectQueue, trackerRunQueue, SNAPSHOT_MAX_AGE_MS, type QueueSpec } from './queuePosition'
