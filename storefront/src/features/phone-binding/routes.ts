import type { LocalizedMessages, RouteDeclaration } from '@/features/api/route'
import { clientQuery } from '@/features/api/route/clientQuery'
import { problemKey, savePhoneBody, sendCodeQuery } from './phoneApi'

/**
 * The notification-phone operations (SPEC §7), declared for the route kit and the OpenAPI
 * document. Refusals speak the caller's language (namespace `verification`).
 */
const phoneMessages: LocalizedMessages = { namespace: 'verification', loginFirst: 'phone.loginRequired', invalid: problemKey, tooMany: 'phone.rateLimited' }
const binding = { type: 'object', properties: { bound: { type: 'boolean' }, phone: { type: ['string', 'null'], description: 'Masked, e.g. +86 138****8000' }, verifiedAt: { type: ['string', 'null'], format: 'date-time' } } }

export const sendCodeRoute = {
  method: 'GET', path: '/api/marketing/sendCode', auth: 'required', query: sendCodeQuery, localized: phoneMessages,
  // Per user, per address and per phone, with the resend cooldown (verification/phoneCodes.ts).
  outbound: { calls: 'the SMS provider', limit: 'handler' },
  openapi: {
    summary: 'Text a 6-digit code to a phone (signed in, after the slide puzzle)',
    tags: ['notifications'],
    data: { type: 'object', properties: { expiresIn: { type: 'integer' }, cooldown: { type: 'integer' }, sandbox: { type: 'boolean' }, phone: { type: 'string' } } },
    errors: {
      403: "'Verification failed, please try again': the puzzle token is missing, spent or expired",
      502: "'Failed to send verification code, please try again'",
      503: "'Failed to send verification code, please try again' (may pass soon)",
    },
  },
} satisfies RouteDeclaration

export const savePhoneRoute = {
  method: 'POST', path: '/api/marketing/savePhone', auth: 'required', query: clientQuery, body: savePhoneBody, localized: phoneMessages,
  openapi: { summary: 'Bind a verified phone to the signed-in user', tags: ['notifications'], data: binding, errors: { 400: 'Invalid phone, code not 6 digits, or a wrong, expired or exhausted code (data.reason)' } },
} satisfies RouteDeclaration

export const verifyBindingPhoneRoute = {
  method: 'GET', path: '/api/marketing/verifyBindingPhone', auth: 'required', query: clientQuery, localized: phoneMessages,
  openapi: { summary: 'Whether the signed-in user has a bound phone', tags: ['notifications'], data: binding },
} satisfies RouteDeclaration

export const phoneRoutes = [sendCodeRoute, savePhoneRoute, verifyBindingPhoneRoute]
