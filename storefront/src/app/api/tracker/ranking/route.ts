/** GET: the public brand ranking (rank, brand name, score). */
export { rankingHandler as GET } from '@/features/tracker/handlers'
