import { methodsNotAllowed } from '@/features/api/route'
/** GET: one check's detections (live status, results, evidence). Login required; own checks only. */
export { checkHandler as GET } from '@/features/geo/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
