'use client'

import { useQuery } from '@tanstack/react-query'
import { useUser } from '@/features/account/client/useUser'
import { apiData } from '@/features/session/client'

/** A row of GET /api/invoices/orders (cms/src/invoices/orderHistory.ts). */
export type OrderRow = {
  id: number
  orderRef: string
  kind: string
  status: string
  productName: string | null
  officialUrl: string | null
  packageName: string | null
  price: { amount: number; currency: string }
  createdAt: string
  updatedAt: string
  rejectionReason: string | null
  productKey: string | null
  invoiceable: boolean
  invoice: { id: number; status: string; number: string | null } | null
}

/** The signed-in user's latest orders, shared by Order History, My AI Apps and the invoice form. */
export function useOrderHistory() {
  const token = useUser((s) => s.token)
  return useQuery({
    queryKey: ['order-history', token],
    queryFn: async () => (await apiData<{ list: OrderRow[] }>('/api/invoices/orders', { query: { limit: 50 } })).list,
  })
}
