import type { OrderView } from '@aidir/cms/orders'
import { apiRequest } from '@/features/session/client'

export type { OrderView }

/** The caller's order (polled while paying). */
export const fetchOrder = (id: number) => apiRequest<OrderView>(`/api/orders/${id}`)
/** A new checkout for a pending order: a refreshed QR, or a retry after a failed payment. */
export const payAgain = (id: number) => apiRequest<OrderView>(`/api/orders/${id}/pay`, { method: 'POST', body: {} })
/** Places the order; the server prices it from the package. */
export const placeOrder = (form: Record<string, unknown>) => apiRequest<OrderView & { productKey?: string }>('/api/orders', { method: 'POST', body: form })

/** Keeps the order in the address (`?order=<id>`, plus the payment outcome when there is one) so a reload resumes it. */
export function rememberOrder(id: number | null, payment?: 'success' | 'failed') {
  const url = new URL(location.href)
  url.search = ''
  if (id) url.searchParams.set('order', String(id))
  if (id && payment) url.searchParams.set('payment', payment)
  history.replaceState(null, '', url)
}
