import { methodsNotAllowed } from '@/features/api/route'
/** GET ?format=csv|xlsx: the finished check as a file. Login required; 409 until all detections complete. */
export { exportHandler as GET } from '@/features/geo/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
