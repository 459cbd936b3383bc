/** POST: the GEO contact form. Login required. */
export { leadHandler as POST } from '@/features/geo/handlers'
