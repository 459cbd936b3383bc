import { MAX_PROMPT_CHARS, MIN_PROMPT_CHARS } from './rules'

/** Every message the arena answers with; the pages translate each through its key. */
export const arenaMessages = {
  promptEmpty: 'Please enter a prompt',
  promptShort: `The prompt must be at least ${MIN_PROMPT_CHARS} characters`,
  promptLong: `The prompt must be at most ${MAX_PROMPT_CHARS} characters`,
  promptNotText: 'The prompt must be text',
  badOutcome: 'Please choose one of the four votes',
  notFound: 'No content',
  notFinished: 'Both answers must be complete before you vote',
  answerFailed: 'A model failed to answer, so this battle cannot be voted on',
  userCap: 'You have reached today’s vote limit',
  addressCap: 'Today’s vote limit for your network has been reached',
  loginFirst: 'Please login first',
} as const

export type ArenaMessage = (typeof arenaMessages)[keyof typeof arenaMessages]

/** A refusal the API answers with a 4xx and one of the messages above. */
export class ArenaRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 429,
    message: ArenaMessage,
  ) {
    super(message)
    this.name = 'ArenaRefused'
  }
}
