import { openApiDocument } from '@/features/api/openapi'

/** GET /api/openapi.json: the OpenAPI document of the /api contract, the same for every caller. */
export const dynamic = 'force-static'

export function GET() {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
