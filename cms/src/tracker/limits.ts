/**
 * Limits of the brand tracker. SPEC §5/§9 fix the description minimum (20 characters) and the
 * product/service tag minimum (2); the maxima are ours, exported so the UI's counters show
 * current/total with the same numbers the server enforces.
 */
export const TRACKER_LIMITS = {
  brandNameMaxLength: 80,
  descriptionMinLength: 20,
  descriptionMaxLength: 2000,
  tagsMin: 2,
  tagsMax: 10,
  tagMaxLength: 40,
  competitorsMax: 10,
  topicsMax: 15,
  urlMaxLength: 2048,
  /** Questions generated per run (SPEC: "query questions"; about 30). */
  questionsPerRun: 30,
  /** Answers asked per question per platform; more samples cost more calls. */
  samplesPerQuestion: 1,
  /** Runs one user may start per UTC day ('Submission limit reached'); scheduled re-runs do not count. */
  runsPerDay: 5,
  /** Trackers one user may own. */
  trackersPerUser: 20,
} as const

export const trackerSchedules = ['none', 'daily', 'weekly', 'monthly'] as const
export type TrackerSchedule = (typeof trackerSchedules)[number]

export const questionIntents = ['informational', 'transactional', 'navigational', 'commercial_investigation'] as const
export type QuestionIntent = (typeof questionIntents)[number]

export const trackerLanguages = ['en', 'zh', 'zh-TW', 'ja'] as const
export type TrackerLanguage = (typeof trackerLanguages)[number]
