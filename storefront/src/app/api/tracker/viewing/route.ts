/** GET: public reports others are viewing. */
export { viewingHandler as GET } from '@/features/tracker/handlers'
