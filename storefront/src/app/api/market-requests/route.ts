import { methodsNotAllowed } from '@/features/api/route'
/** POST: a data-procurement or consultation request. Anyone; limited per address. */
export { marketRequestHandler as POST } from '@/features/markets/requestHandler'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
