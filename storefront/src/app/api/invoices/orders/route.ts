import { methodsNotAllowed } from '@/features/api/route'
/** GET: my orders as the user centre shows them (history, My AI Apps, the invoice form). Login required. */
export { orderHistoryHandler as GET } from '@/features/invoices/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
