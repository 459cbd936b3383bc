/** POST: topics and competitors suggested for step 2. Login required. */
export { suggestHandler as POST } from '@/features/tracker/handlers'
