import { websiteHandler } from '@/features/tracker/handlers'

/** POST { url }: brand name, description and tags drafted from the website. Login required. */
export const POST = websiteHandler()
