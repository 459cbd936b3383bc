import { methodsNotAllowed } from '@/features/api/route'
/** POST: the battle's one vote, then the models are revealed. Login required; own battles only. */
export { voteHandler as POST } from '@/features/arena/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
