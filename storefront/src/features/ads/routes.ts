import { adMessages, adOrderInput } from '@aidir/cms/ads'
import { z } from 'zod'
import type { RouteDeclaration } from '@/features/api/route'

/**
 * Buying an ad (`/api/ads/…`), declared for the route kit and the OpenAPI document. The order
 * body is validated by createAdOrder with the same schema the /advertise page runs in the browser.
 */
export const positionsQuery = z.object({})

export const createAdOrderRoute = {
  method: 'POST', path: '/api/ads/orders', auth: 'required', body: adOrderInput, bodyCheckedByDomain: true, badJson: 'Form validation failed',
  outbound: { calls: 'the payment provider (a checkout)', limit: { per: 'user', max: 30, windowSeconds: 3600 } },
  openapi: {
    summary: 'Order an ad for a catalogue tool in a position and open its first checkout (price and duration from the position)',
    tags: ['ads'],
    errors: { 400: `'${adMessages.tool}' (data.field productKey), '${adMessages.position}' (positionKey) or the email's message`, 429: "'Submission limit reached': the daily limit", 503: "'Payment failed': the provider could not open a checkout" },
  },
} satisfies RouteDeclaration

export const adPositionsRoute = {
  // Short shared caching: the queue quote may be up to 30 s old; the order is charged from the server anyway.
  method: 'GET', path: '/api/ads/positions', auth: 'none', query: positionsQuery, cache: 'public, max-age=30',
  openapi: { summary: 'The ad positions on sale: price in the edition’s currency, capacity, running, queue length and when a new order would start', tags: ['ads'] },
} satisfies RouteDeclaration

export const adRoutes = [createAdOrderRoute, adPositionsRoute]
