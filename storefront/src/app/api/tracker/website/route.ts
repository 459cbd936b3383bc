import { methodsNotAllowed } from '@/features/api/route'
import { websiteHandler } from '@/features/tracker/handlers'

/** POST { url }: brand name, description and tags drafted from the website. Login required. */
export const POST = websiteHandler()

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed('POST')
