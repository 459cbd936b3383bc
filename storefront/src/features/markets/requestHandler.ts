import { submitMarketRequest } from '@aidir/cms/markets'
import { defineRoute, reply } from '@/features/api/route'
import { marketApiMessages, marketRequestRoute } from './requestRoutes'

/** POST /api/market-requests — the data-procurement and consultation forms; support is notified by a job. */
export const marketRequestHandler = defineRoute(marketRequestRoute, async ({ payload, user, body, locale }) => {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? { locale, ...body } : body
  const request = await submitMarketRequest(payload, user as never, input)
  return reply({ id: request.id }, { message: marketApiMessages.submitted })
})
