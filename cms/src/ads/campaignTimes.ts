export const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When a run that starts at `startsAt` ends: the paid number of days as UTC milliseconds, so a
 * daylight-saving change in any time zone (the server's, the buyer's) never makes it an hour
 * longer or shorter.
 */
export const endOfRun = (startsAt: Date, durationDays: number) => new Date(startsAt.getTime() + durationDays * DAY_MS)
