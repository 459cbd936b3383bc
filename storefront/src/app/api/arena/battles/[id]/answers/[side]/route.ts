import { methodsNotAllowed } from '@/features/api/route'
/** GET: one side's answer, streamed (NDJSON). Login required; own battles only. */
export { answerHandler as GET } from '@/features/arena/handlers'

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
