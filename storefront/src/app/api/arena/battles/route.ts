import { methodsNotAllowed } from '@/features/api/route'
/** POST: start a blind battle. Login required. */
export { createBattleHandler as POST } from '@/features/arena/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
