import { websiteHandler } from '@/features/tracker/handlers'
import { getPayload } from '@/lib/payload'

const handler = websiteHandler()

/** POST { url }: brand name, description and tags drafted from the website. Login required. */
export const POST = async (request: Request) => handler(await getPayload(), request)
