import { LOGO_MAX_BYTES, UploadRefused, uploadLogo, uploadMessages } from '@aidir/cms/uploads'
import { ApiError, defineRoute } from '@/features/api/route'
import { logoUploadRoute } from './routes'

const refusal = { 400: 'badRequest', 413: 'tooLarge', 429: 'tooMany' } as const

// The multipart envelope around the file: boundaries, headers, the other fields.
const FORM_OVERHEAD_BYTES = 16 * 1024

/** POST /api/uploads/logo — stores the signed-in user's logo image; answers its media id and addresses. */
export const logoUploadHandler = defineRoute(logoUploadRoute, async ({ payload, user, request }) => {
  // Refused before the body is read: a browser always says how long a form is.
  const length = Number(request.headers.get('content-length'))
  if (!Number.isFinite(length) || length <= 0) throw new ApiError('badRequest', uploadMessages.missing, { data: { field: 'logo' } })
  if (length > LOGO_MAX_BYTES + FORM_OVERHEAD_BYTES) throw new ApiError('tooLarge', uploadMessages.size, { data: { field: 'logo' } })
  const form = await request.formData().catch(() => null)
  const file = form?.get('file')
  if (!file || typeof file === 'string') throw new ApiError('badRequest', uploadMessages.missing, { data: { field: 'logo' } })
  try {
    return await uploadLogo(payload, user!, { type: file.type, size: file.size, data: new Uint8Array(await file.arrayBuffer()) })
  } catch (error) {
    if (error instanceof UploadRefused) throw new ApiError(refusal[error.status], error.message, { data: { field: 'logo' } })
    throw error
  }
})
