import { marketRequestInput, marketRequestMessages } from '@aidir/cms/markets'
import type { RouteDeclaration } from '@/features/api/route'

/**
 * Every message the market request API answers with (SPEC §5 style). The API speaks English; the
 * forms show each in the reader's language through `marketMessageKeys`.
 */
export const marketApiMessages = {
  ...marketRequestMessages,
  validationFailed: 'Form validation failed',
  submitted: 'Submitted successfully',
  requestError: 'Request error',
} as const

/** The i18n key (namespace market, section request.messages) of each API message. */
export const marketMessageKeys: Record<string, string> = Object.fromEntries(Object.entries(marketApiMessages).map(([key, text]) => [text, `request.messages.${key}`]))

export const marketRequestRoute = {
  method: 'POST',
  path: '/api/market-requests',
  auth: 'optional',
  body: marketRequestInput,
  bodyCheckedByDomain: true,
  badJson: marketApiMessages.validationFailed,
  outbound: { calls: 'the support inbox (a notification job per request)', limit: { per: 'address', max: 5, windowSeconds: 3600 } },
  openapi: { summary: 'A data-procurement or AI-services consultation request (need, volume, budget, deadline, contact)', tags: ['markets'] },
} satisfies RouteDeclaration

export const marketRoutes = [marketRequestRoute]
