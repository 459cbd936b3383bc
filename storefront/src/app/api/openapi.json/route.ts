import { defineRoute, methodsNotAllowed } from '@/features/api/route'
import { openApiDocument } from '@/features/openapi/document'
import { openApiRoute } from '@/features/openapi/routes'

/** GET /api/openapi.json: the OpenAPI document of the /api contract, the same for every caller. */
export const dynamic = 'force-static'

export const GET = defineRoute(openApiRoute, async () => Response.json(openApiDocument()))

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed('GET')
