import { updateMessages, updateOrderInput } from '@aidir/cms/updates'
import type { RouteDeclaration } from '@/features/api/route'

/**
 * Paid updates of a listed product (`/api/updates/…`), declared for the route kit and the OpenAPI
 * document. The body is validated by the cms function with the same schema.
 */
export const createUpdateOrderRoute = {
  method: 'POST', path: '/api/updates/orders', auth: 'required', body: updateOrderInput, bodyCheckedByDomain: true, badJson: 'Form validation failed',
  outbound: { calls: 'the payment provider (a checkout)', limit: { per: 'user', max: 30, windowSeconds: 3600 } },
  openapi: {
    summary: 'Order a paid update of a listed product: the proposed values are kept with a snapshot of the current ones, then the first checkout opens (the price comes from the update package)',
    tags: ['orders'],
    errors: {
      400: `'${updateMessages.tool}' (data.field product), '${updateMessages.nothingChanged}', '${updateMessages.sameAsCurrent}' (data.field names the value)`,
      429: "'Submission limit reached': the daily limit",
      503: `'Payment failed': the provider could not open a checkout; '${updateMessages.noPackage}'`,
    },
  },
} satisfies RouteDeclaration

export const updateRoutes = [createUpdateOrderRoute]
