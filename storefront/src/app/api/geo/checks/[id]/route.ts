/** GET: one check's detections (live status, results, evidence). Login required; own checks only. */
export { checkHandler as GET } from '@/features/geo/handlers'
