'use client'

import type { OrderHistoryRow } from '@aidir/cms/invoices'
import { useQuery } from '@tanstack/react-query'
import { useUser } from '@/features/account/client/useUser'
import { apiData } from '@/features/session/client'

/** A row of GET /api/invoices/orders (cms/src/invoices/orderHistory.ts), as JSON carries it. */
export type OrderRow = OrderHistoryRow

/** The signed-in user's latest orders, shared by Order History, My AI Apps and the invoice form. */
export function useOrderHistory() {
  const token = useUser((s) => s.token)
  return useQuery({
    queryKey: ['order-history', token],
    queryFn: async () => (await apiData<{ list: OrderRow[] }>('/api/invoices/orders', { query: { limit: 50 } })).list,
  })
}
