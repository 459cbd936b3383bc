import type { Payload } from 'payload'
import { z } from 'zod'
import type { Media, User } from '../payload-types'
import { extensionOf, rasterTypes, sniffRasterType } from './imageType'

/** Large enough for any logo, small enough that a form cannot fill the disk quickly. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024
/** Uploads one user may make in 24 hours (a submission needs one; retries and changes of mind a few more). */
export const LOGO_UPLOADS_PER_DAY = 20

export const uploadMessages = {
  missing: 'Please choose an image file',
  type: 'Please choose a PNG, JPEG or WebP image',
  size: 'The image must be 2 MB or smaller',
  limit: 'Upload limit reached, please try again tomorrow',
} as const

/** An upload refused for a reason the user can act on; `status` is the HTTP status to answer. */
export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 429,
    message: string,
  ) {
    super(message)
    this.name = 'UploadRefused'
  }
}

/** The file as the form sent it. Its declared type must be a raster type, and its bytes must say so too. */
export const logoFileInput = z.object({
  type: z.enum(rasterTypes, { error: uploadMessages.type }),
  size: z.number().int().min(1, uploadMessages.missing).max(LOGO_MAX_BYTES, uploadMessages.size),
  data: z.instanceof(Uint8Array, { error: uploadMessages.missing }),
})
/** The file as the handler read it: the declared type is any string until the schema has checked it. */
export type LogoFile = { type: string; size: number; data: Uint8Array }

export type UploadedLogo = { id: number; url: string | null; thumbnailUrl: string | null }

/**
 * Stores a customer's logo in the media library with the customer as its uploader (Payload and
 * sharp write the sizes the site uses). The name on disk is ours, never the sender's.
 */
export async function uploadLogo(payload: Payload, user: User, input: LogoFile, now = new Date()): Promise<UploadedLogo> {
  const parsed = logoFileInput.safeParse(input)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? uploadMessages.missing
    throw new UploadRefused(message === uploadMessages.size ? 413 : 400, message)
  }
  const file = parsed.data
  if (file.data.byteLength > LOGO_MAX_BYTES) throw new UploadRefused(413, uploadMessages.size)
  const sniffed = sniffRasterType(file.data)
  if (!sniffed || sniffed !== file.type) throw new UploadRefused(400, uploadMessages.type)

  const since = new Date(now.getTime() - 24 * 3_600_000).toISOString()
  const { totalDocs } = await payload.count({ collection: 'media', where: { and: [{ uploadedBy: { equals: user.id } }, { createdAt: { greater_than_equal: since } }] }, overrideAccess: true })
  if (totalDocs >= LOGO_UPLOADS_PER_DAY) throw new UploadRefused(429, uploadMessages.limit)

  const name = `logo-u${user.id}-${now.getTime().toString(36)}.${extensionOf[sniffed]}`
  let media: Media
  try {
    // System write: customers may not write the media library; this function checked the file and the limit.
    media = (await payload.create({
      collection: 'media',
      data: { alt: 'Logo', uploadedBy: user.id },
      file: { data: Buffer.from(file.data), mimetype: sniffed, name, size: file.data.byteLength },
      overrideAccess: true,
      depth: 0,
    })) as Media
  } catch (error) {
    // The signature was right but the content is no image Payload or sharp can read (truncated,
    // corrupt): Payload refuses it with a 400 of its own, sharp with an error naming the input.
    const status = (error as { status?: unknown }).status
    if (status === 400 || (error instanceof Error && /input|unsupported|corrupt|vips/i.test(error.message))) throw new UploadRefused(400, uploadMessages.type)
    throw error
  }
  return { id: media.id, url: media.url ?? null, thumbnailUrl: media.sizes?.logo128?.url ?? null }
}
