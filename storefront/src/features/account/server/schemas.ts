import { UNSAFE_TEXT_MESSAGE } from '@aidir/cms/lib'
import { z } from 'zod'

/**
 * Request shapes of the account endpoints, checked at the boundary. Every call also carries the
 * client's `t` (timestamp) and `langType` (SPEC §7), accepted and ignored here.
 */
const common = {
  t: z.string().regex(/^\d*$/, { error: 't must be a timestamp' }).optional(),
  langType: z.enum(['en', 'zh_cn', 'zh_tw', 'jp'], { error: 'langType must be one of en, zh_cn, zh_tw, jp' }).optional(),
}

export const commonQuery = z.object(common)

/**
 * The sign-in page's field messages, by the reason the page translates (account.json `errors.*`):
 * the English text alone would reach a Chinese or Japanese page untranslated.
 */
export const fieldMessages = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Please enter a password',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  nameTooLong: 'Name must be at most 60 characters',
  nameRequired: 'Please enter a name',
  badResetLink: 'The reset link is invalid',
  badVerifyLink: 'The verification link is invalid',
  unsafeText: UNSAFE_TEXT_MESSAGE,
} as const
export type FieldReason = keyof typeof fieldMessages

const reasonByMessage = new Map<string, FieldReason>(Object.entries(fieldMessages).map(([reason, message]) => [message, reason as FieldReason]))
/** The reason of one of the messages above, for the answer's `reason`. */
export const fieldReason = (message: string): FieldReason | undefined => reasonByMessage.get(message)

/** POST /api/account/login (SPEC §3 Login payload). */
export const loginBody = z.object(
  {
    code: z.string({ error: 'code is required' }).trim().min(1, { error: 'code is required' }).max(512, { error: 'code is too long' }),
    loginType: z.coerce.number({ error: 'loginType must be 1 or 2' }).refine((n) => n === 1 || n === 2, { error: 'loginType must be 1 or 2' }),
    redirectUrl: z.string().max(2000, { error: 'redirectUrl is too long' }).optional(),
    loginSource: z.string().max(100, { error: 'loginSource is too long' }).optional(),
  },
  { error: 'A JSON body with code and loginType is required' },
)

const email = z.email({ error: fieldMessages.invalidEmail }).max(254, { error: fieldMessages.invalidEmail })
const password = z
  .string({ error: fieldMessages.passwordRequired })
  .min(8, { error: fieldMessages.passwordTooShort })
  .max(128, { error: fieldMessages.passwordTooLong })
const from = z.string().max(2000).optional()

export const registerBody = z.object(
  { email, password, name: z.string().trim().max(60, { error: fieldMessages.nameTooLong }).optional(), from, locale: z.enum(['en', 'zh', 'zh-TW', 'ja']).optional() },
  { error: 'A JSON body is required' },
)
export const signInBody = z.object(
  {
    email,
    password: z.string({ error: fieldMessages.passwordRequired }).min(1, { error: fieldMessages.passwordRequired }).max(128, { error: fieldMessages.passwordTooLong }),
    from,
    // The solved slide puzzle, required after repeated failures.
    verifyToken: z.string().max(200, { error: 'Verification failed, please try again' }).optional(),
  },
  { error: 'A JSON body is required' },
)
export const forgotBody = z.object({ email, from, locale: z.enum(['en', 'zh', 'zh-TW', 'ja']).optional() }, { error: 'A JSON body is required' })
export const resetBody = z.object({ token: z.string({ error: fieldMessages.badResetLink }).min(10, { error: fieldMessages.badResetLink }).max(200, { error: fieldMessages.badResetLink }), password, from }, { error: 'A JSON body is required' })
export const verifyBody = z.object({ token: z.string({ error: fieldMessages.badVerifyLink }).min(10, { error: fieldMessages.badVerifyLink }).max(200, { error: fieldMessages.badVerifyLink }), from }, { error: 'A JSON body is required' })

export const updateProfileBody = z.object(
  {
    name: z.string({ error: fieldMessages.nameRequired }).trim().min(1, { error: fieldMessages.nameRequired }).max(60, { error: fieldMessages.nameTooLong }),
    preferredLocale: z.enum(['en', 'zh', 'zh-TW', 'ja'], { error: 'preferredLocale must be one of en, zh, zh-TW, ja' }).optional(),
  },
  { error: 'A JSON body is required' },
)

export const historyQuery = z.object({ ...common, page: z.coerce.number({ error: 'page must be a number' }).int().min(1, { error: 'page must be at least 1' }).max(1000).default(1) })

const favoriteKind = z.enum(['product', 'model', 'mcp'], { error: 'type must be one of product, model, mcp' })
const recordKey = z
  .string({ error: 'id is required' })
  .min(1, { error: 'id is required' })
  .max(200, { error: 'id must be at most 200 characters' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'id must be a record key' })

export const toggleFavoriteBody = z.object({ type: favoriteKind, id: recordKey }, { error: 'A JSON body with type and id is required' })
export const favoritesQuery = z.object({ ...common, type: favoriteKind.optional(), page: z.coerce.number({ error: 'page must be a number' }).int().min(1, { error: 'page must be at least 1' }).max(1000).default(1) })
export const myItemsQuery = z.object({ ...common, type: favoriteKind, page: z.coerce.number({ error: 'page must be a number' }).int().min(1, { error: 'page must be at least 1' }).max(1000).default(1) })
