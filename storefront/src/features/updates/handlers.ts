import { viewOfOwnOrder } from '@aidir/cms/orders'
import { createUpdateOrder } from '@aidir/cms/updates'
import { defineRoute } from '@/features/api/route'
import { withSandboxQr } from '@/features/orders/sandboxQr'
import { createUpdateOrderRoute } from './routes'

const withLocale = (body: unknown, locale: string) => (body && typeof body === 'object' && !Array.isArray(body) ? { locale, ...body } : body)

/** POST /api/updates/orders — a paid update of a listed product; answers the order and where to pay. */
export const createUpdateOrderHandler = defineRoute(createUpdateOrderRoute, async ({ payload, user, body, locale }) => {
  const order = await createUpdateOrder(payload, user!, withLocale(body, locale))
  return withSandboxQr(await viewOfOwnOrder(payload, order, locale))
})
