import type { RouteDeclaration } from '@/features/api/route'
import {
  commonQuery,
  favoritesQuery,
  fieldReason,
  forgotBody,
  historyQuery,
  loginBody,
  myItemsQuery,
  registerBody,
  resetBody,
  signInBody,
  toggleFavoriteBody,
  updateProfileBody,
  verifyBody,
} from './schemas'

/**
 * The account, sign-in, points and favourites operations of /api (SPEC §3, §4, §7), declared for
 * the route kit and the OpenAPI document. Account answers are personal: never cached.
 */
const personal = 'private, no-store'
const account = { cache: personal, reasonOf: fieldReason } as const
const userData = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, email: { type: 'string' }, name: { type: ['string', 'null'] }, nickName: { type: 'string' }, avatar: { type: ['string', 'null'] },
    role: { type: 'string' }, preferredLocale: { type: ['string', 'null'] }, createdAt: { type: ['string', 'null'], format: 'date-time' }, points: { type: 'integer' },
  },
}
const points = { type: 'object', properties: { points: { type: 'integer' } } }
const page = { type: 'object', properties: { list: { type: 'array', items: { type: 'object' } }, total: { type: 'integer' }, page: { type: 'integer' }, pages: { type: 'integer' } } }
const ticketAnswer = { type: 'object', properties: { redirect: { type: 'string' }, ticket: { type: 'string' } } }
const reasons = { 401: 'Wrong email or password (data.reason)', 403: 'Unverified, or the slide puzzle is due or failed (data.reason)', 423: 'Locked for 10 minutes' }

export const loginRoute = {
  ...account, method: 'POST', path: '/api/account/login', auth: 'none', query: commonQuery, body: loginBody,
  // The ticket limit per address (accounts/accountLimits.ts) counts both login types.
  outbound: { calls: 'Google’s token endpoint (loginType 2)', limit: 'handler' },
  openapi: { summary: 'Exchange a one-time ticket (loginType 1) or a Google authorization code (loginType 2) for a session token', tags: ['accounts'], data: { type: 'object', properties: { token: { type: 'string' } } } },
} satisfies RouteDeclaration
export const logoutRoute = { ...account, method: 'GET', path: '/api/account/logout', auth: 'required', query: commonQuery, openapi: { summary: 'Revoke the caller’s session', tags: ['accounts'] } } satisfies RouteDeclaration

export const googleStartRoute = {
  ...account, method: 'GET', path: '/api/auth/google/start', auth: 'none',
  outbound: { calls: 'Google’s discovery document', limit: { per: 'address', max: 30, windowSeconds: 60 } },
  openapi: { summary: 'The Google consent page address for the sign-in popup (international edition)', tags: ['accounts'], data: { type: 'object', properties: { url: { type: 'string' } } }, errors: { 502: 'Google sign-in is unavailable' } },
} satisfies RouteDeclaration
export const registerRoute = {
  ...account, method: 'POST', path: '/api/auth/register', auth: 'none', body: registerBody,
  outbound: { calls: 'mail (verification, or a note to an existing account’s owner)', limit: 'handler' },
  openapi: { summary: 'Create an account and mail its verification link; for an address that already has an account, mail its owner instead (the answer is the same)', tags: ['accounts'], data: { type: 'object', properties: { verify: { type: 'boolean' } } }, errors: { 429: 'Too many attempts from this address' } },
} satisfies RouteDeclaration
export const signInRoute = {
  ...account, method: 'POST', path: '/api/auth/signin', auth: 'none', body: signInBody,
  openapi: { summary: 'Sign in with email and password; answers the return address with a one-time ticket', tags: ['accounts'], data: ticketAnswer, errors: reasons },
} satisfies RouteDeclaration
export const forgotRoute = {
  ...account, method: 'POST', path: '/api/auth/forgot', auth: 'none', body: forgotBody,
  outbound: { calls: 'mail (the reset link)', limit: 'handler' },
  openapi: { summary: 'Mail a password reset link (the same answer whether or not the address has an account)', tags: ['accounts'], data: { type: 'object', properties: { sent: { type: 'boolean' } } } },
} satisfies RouteDeclaration
export const resetRoute = {
  ...account, method: 'POST', path: '/api/auth/reset', auth: 'none', body: resetBody,
  openapi: { summary: 'Set a new password with the mailed reset token; signs in', tags: ['accounts'], data: ticketAnswer },
} satisfies RouteDeclaration
export const verifyRoute = {
  ...account, method: 'POST', path: '/api/auth/verify', auth: 'none', body: verifyBody,
  openapi: { summary: 'Verify an account with the mailed token; signs in', tags: ['accounts'], data: ticketAnswer },
} satisfies RouteDeclaration

export const getUserDataRoute = { ...account, method: 'GET', path: '/api/user/getUserData', auth: 'required', query: commonQuery, openapi: { summary: 'The caller’s profile and points', tags: ['accounts'], data: userData } } satisfies RouteDeclaration
export const updateUserDataRoute = { ...account, method: 'POST', path: '/api/user/updateUserData', auth: 'required', query: commonQuery, body: updateProfileBody, openapi: { summary: 'Change the caller’s profile', tags: ['accounts'], data: userData } } satisfies RouteDeclaration
export const getNoticePointsRoute = {
  ...account, method: 'GET', path: '/api/user/getNoticePoints', auth: 'required', query: commonQuery,
  openapi: { summary: 'Points awards not yet shown (each listed once)', tags: ['points'], data: { type: 'array', items: { type: 'object', properties: { type: { enum: ['REGISTER', 'LOGIN'] }, points: { type: 'integer' } } } } },
} satisfies RouteDeclaration
export const getMyItemsRoute = { ...account, method: 'GET', path: '/api/user/getMyItems', auth: 'required', query: myItemsQuery, openapi: { summary: 'Products, MCP servers or models the caller owns or submitted', tags: ['accounts'], data: page } } satisfies RouteDeclaration
export const getUserPointsRoute = { ...account, method: 'GET', path: '/api/points/getUserPoints', auth: 'required', query: commonQuery, openapi: { summary: 'The caller’s points balance (the sum of the ledger)', tags: ['points'], data: points } } satisfies RouteDeclaration
export const getPointsHistoryRoute = { ...account, method: 'GET', path: '/api/points/getPointsHistory', auth: 'required', query: historyQuery, openapi: { summary: 'The caller’s points ledger, newest first', tags: ['points'], data: page } } satisfies RouteDeclaration

export const toggleFavoriteRoute = {
  ...account, method: 'POST', path: '/api/favorites/toggle', auth: 'required', query: commonQuery, body: toggleFavoriteBody,
  openapi: { summary: 'Add or remove a favourite', tags: ['favourites'], data: { type: 'object', properties: { favorited: { type: 'boolean' } } }, errors: { 404: 'No such record' } },
} satisfies RouteDeclaration
export const listFavoritesRoute = { ...account, method: 'GET', path: '/api/favorites/list', auth: 'required', query: favoritesQuery, openapi: { summary: 'The caller’s favourites', tags: ['favourites'], data: page } } satisfies RouteDeclaration
export const favoriteIdsRoute = {
  ...account, method: 'GET', path: '/api/favorites/ids', auth: 'required', query: commonQuery,
  openapi: { summary: '`type:id` of each of the caller’s favourites', tags: ['favourites'], data: { type: 'array', items: { type: 'string' } } },
} satisfies RouteDeclaration

export const accountRoutes = [
  loginRoute, logoutRoute, googleStartRoute, registerRoute, signInRoute, forgotRoute, resetRoute, verifyRoute,
  getUserDataRoute, updateUserDataRoute, getNoticePointsRoute, getMyItemsRoute, getUserPointsRoute, getPointsHistoryRoute,
  toggleFavoriteRoute, listFavoritesRoute, favoriteIdsRoute,
]
