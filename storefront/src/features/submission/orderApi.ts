import { apiRequest } from '@/features/session/client'
import type { OrderView } from '@/features/payment/orderApi'

/** Places the order; the server prices it from the package. */
export const placeOrder = (form: Record<string, unknown>) => apiRequest<OrderView & { productKey?: string }>('/api/orders', { method: 'POST', body: form })
