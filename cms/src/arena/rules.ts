/**
 * The arena's published rules (the leaderboard page states them): prompt length, vote caps, the
 * minimum votes before a model's rating is more than provisional, the bootstrap rounds.
 */
export const MIN_PROMPT_CHARS = 10
export const MAX_PROMPT_CHARS = 2000
/** Votes one account may cast per UTC day. */
export const DAILY_VOTES_PER_USER = 50
/** Votes one client address may cast per UTC day (several people may share an address). */
export const DAILY_VOTES_PER_ADDRESS = 150
/** A model with fewer valid votes is marked provisional. */
export const MIN_MODEL_VOTES = 300
/** Until our own valid votes reach this, the page shows public reference ratings beside ours. */
export const MIN_BOARD_VOTES = 1000
/** A language board is shown once it has this many valid votes. */
export const MIN_LANGUAGE_VOTES = 200
export const BOOTSTRAP_ROUNDS = 1000
/** Names the fitting method of a leaderboard version, so a later change of method is visible. */
export const LEADERBOARD_METHOD = 'bt-mm-poisson-bootstrap-v1'
export const boardLanguages = ['all', 'en', 'zh', 'ja'] as const
export type BoardLanguage = (typeof boardLanguages)[number]
