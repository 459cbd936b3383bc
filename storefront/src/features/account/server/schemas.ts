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

const email = z.email({ error: 'Please enter a valid email address' }).max(254, { error: 'Please enter a valid email address' })
const password = z
  .string({ error: 'Please enter a password' })
  .min(8, { error: 'Password must be at least 8 characters' })
  .max(128, { error: 'Password must be at most 128 characters' })
const from = z.string().max(2000).optional()

export const registerBody = z.object(
  { email, password, name: z.string().trim().max(60, { error: 'Name must be at most 60 characters' }).optional(), from, locale: z.enum(['en', 'zh', 'zh-TW', 'ja']).optional() },
  { error: 'A JSON body is required' },
)
export const signInBody = z.object(
  {
    email,
    password: z.string({ error: 'Please enter a password' }).min(1, { error: 'Please enter a password' }).max(128),
    from,
    // The solved slide puzzle, required after repeated failures.
    verifyToken: z.string().max(200, { error: 'Verification failed, please try again' }).optional(),
  },
  { error: 'A JSON body is required' },
)
export const forgotBody = z.object({ email, from, locale: z.enum(['en', 'zh', 'zh-TW', 'ja']).optional() }, { error: 'A JSON body is required' })
export const resetBody = z.object({ token: z.string({ error: 'The reset link is invalid' }).min(10, { error: 'The reset link is invalid' }).max(200), password, from }, { error: 'A JSON body is required' })
export const verifyBody = z.object({ token: z.string({ error: 'The verification link is invalid' }).min(10, { error: 'The verification link is invalid' }).max(200), from }, { error: 'A JSON body is required' })

export const updateProfileBody = z.object(
  {
    name: z.string({ error: 'Please enter a name' }).trim().min(1, { error: 'Please enter a name' }).max(60, { error: 'Name must be at most 60 characters' }),
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
