import { LOGO_MAX_BYTES, uploadMessages } from '@aidir/cms/uploads'
import type { RouteDeclaration } from '@/features/api/route'

/**
 * A customer's image upload (multipart/form-data, field `file`): not JSON, so the handler reads
 * the form itself and the cms function checks the file with its zod schema.
 */
export const logoUploadRoute = {
  method: 'POST',
  path: '/api/uploads/logo',
  auth: 'required',
  openapi: {
    summary: `Upload a product logo (multipart field "file": PNG, JPEG or WebP, at most ${LOGO_MAX_BYTES / 1024 / 1024} MB); answers the media id an order's logo names`,
    tags: ['orders'],
    errors: { 400: `'${uploadMessages.missing}' / '${uploadMessages.type}'`, 413: `'${uploadMessages.size}'`, 429: `'${uploadMessages.limit}'` },
  },
} satisfies RouteDeclaration

export const uploadRoutes = [logoUploadRoute]
