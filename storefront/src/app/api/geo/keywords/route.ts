/** GET ?q=&langType=: keyword suggestions (keyword, hot value, optimisation difficulty). */
export { keywordsHandler as GET } from '@/features/geo/handlers'
