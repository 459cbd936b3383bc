import { createAdOrder, offeredPositions } from '@aidir/cms/ads'
import { viewOfOwnOrder } from '@aidir/cms/orders'
import { defineRoute } from '@/features/api/route'
import { withSandboxQr } from '@/features/orders/sandboxQr'
import { adPositionsRoute, createAdOrderRoute } from './routes'

const withLocale = (body: unknown, locale: string) => (body && typeof body === 'object' && !Array.isArray(body) ? { locale, ...body } : body)

/** POST /api/ads/orders — an ad order; answers the order (the page then goes to /{lang}/pay/{id}). */
export const createAdOrderHandler = defineRoute(createAdOrderRoute, async ({ payload, user, body, locale }) => {
  const order = await createAdOrder(payload, user!, withLocale(body, locale))
  return withSandboxQr(await viewOfOwnOrder(payload, order, locale))
})

/** GET /api/ads/positions — the positions on sale with their queue quote. */
export const adPositionsHandler = defineRoute(adPositionsRoute, async ({ payload, locale }) => ({ list: await offeredPositions(payload, locale) }))
