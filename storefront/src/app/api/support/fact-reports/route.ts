import { methodsNotAllowed } from '@/features/api/route'
/** POST: report a wrong fact (the about page). Anyone; limited per address. */
export { factReportHandler as POST } from '@/features/support/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
