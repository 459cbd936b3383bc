import { z } from 'zod'
import { arenaMessages } from './messages'
import { MAX_PROMPT_CHARS, MIN_PROMPT_CHARS } from './rules'

/** The prompt as typed: text only, trimmed, counted in characters (not UTF-16 units). */
export const promptSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? arenaMessages.promptEmpty : arenaMessages.promptNotText) })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { message: arenaMessages.promptEmpty, abort: true })
  .refine((s) => [...s].length >= MIN_PROMPT_CHARS, { message: arenaMessages.promptShort, abort: true })
  .refine((s) => [...s].length <= MAX_PROMPT_CHARS, { message: arenaMessages.promptLong })

export const battleInput = z.object({ prompt: promptSchema })

export const outcomes = ['a', 'b', 'tie', 'bad'] as const
export const voteInput = z.object({ outcome: z.enum(outcomes, { error: arenaMessages.badOutcome }) })

export const sideSchema = z.enum(['a', 'b'])
export const battleIdSchema = z.uuid({ error: arenaMessages.notFound })
