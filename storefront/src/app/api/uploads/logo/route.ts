import { methodsNotAllowed } from '@/features/api/route'
/** POST: upload a logo for a submission (login required; PNG, JPEG or WebP). */
export { logoUploadHandler as POST } from '@/features/uploads/handlers'

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
