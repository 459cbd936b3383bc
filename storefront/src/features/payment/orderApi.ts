import type { OrderView } from '@aidir/cms/orders'
import { apiRequest } from '@/features/session/client'

export type { OrderView }

/** The caller's order (polled while paying). */
export const fetchOrder = (id: number) => apiRequest<OrderView>(`/api/orders/${id}`)
/** A new checkout for a pending order: a refreshed QR, or a retry after a failed payment. */
export const payAgain = (id: number) => apiRequest<OrderView>(`/api/orders/${id}/pay`, { method: 'POST', body: {} })

/**
 * How the page keeps the order in its address so a reload resumes it: `query` (a page that also
 * places orders, e.g. `/submission?order=<id>`) or `path` (`/pay/<id>`: only the outcome is added).
 */
export type AddressMode = 'query' | 'path'

/** Writes the order (and the payment outcome when there is one) into the address without a navigation. */
export function rememberOrder(mode: AddressMode, id: number | null, payment?: 'success' | 'failed') {
  const url = new URL(location.href)
  url.search = ''
  if (mode === 'query' && id) url.searchParams.set('order', String(id))
  if (id && payment) url.searchParams.set('payment', payment)
  history.replaceState(null, '', url)
}
