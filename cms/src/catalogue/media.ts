import type { Payload } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { mediaSizes } from '../collections/Media'
import { poolOf } from '../db/pool'
import type { Locale } from '../locales'
import { localeChain, translatedOrOwn } from './translations'

/** A logo or picture as the media collection answers it (file addresses computed as Payload does). */
export type CardMedia = { id: number; url?: string | null; alt?: string | null; width?: number | null; height?: number | null; sizes?: Record<string, unknown> | null }

type SizeRow = { filename: string | null }
type MediaRow = { id: number; url: string | null; filename: string | null; width: number | null; height: number | null; alt: string | null; sizes: Record<string, SizeRow> }

// Each configured size's file name only: the collection forces `sizes.<name>.filename` into every
// read, and Payload's merge of that with `sizes: true` leaves just the file names (no size address
// or dimensions); the reads here answer what the Local API answers, so pages stay as they were.
const sizeObject = (name: string) => `'${name}', json_build_object('filename', m.sizes_${name}_filename)`

const mediaSql = `SELECT json_build_object('id', m.id, 'url', m.url, 'filename', m.filename, 'width', m.width::float8, 'height', m.height::float8,
    'alt', ${translatedOrOwn('media_locales', 'alt', 'm.id', '$1')},
    'sizes', json_build_object(${mediaSizes.map((s) => sizeObject(s.name)).join(', ')})) AS doc
  FROM media m WHERE m.id = ANY($2::int[])`

/**
 * A file's address as the upload fields compute it on read (payload/uploads/getBaseFields.js,
 * generateFilePathOrURL with `relative: false`): an address elsewhere is kept as stored; otherwise
 * the file name under the API route, on the CMS address when one is configured.
 */
function fileUrl(payload: Payload, stored: string | null, filename: string | null): string | null {
  const serverURL = payload.config.serverURL
  if (stored && !stored.startsWith('/') && !stored.startsWith(serverURL || '')) return stored
  if (!filename) return null
  return formatAdminURL({ apiRoute: payload.config.routes?.api || '', path: `/media/file/${encodeURIComponent(filename)}`, relative: false, serverURL })
}

/**
 * Media documents by id in one statement: what a Local API read of `url, alt, width, height, sizes`
 * answers (with the file name, as the collection forces it; of the sizes, only their file names), the
 * alternative text in the page's language with Payload's fallback. Media are public: no access rule.
 * Through the Local API this was a find per page part (a product's logo and screenshots, the logos
 * of its cards), each a few milliseconds of query building and field hooks.
 */
export async function mediaByIds(payload: Payload, locale: Locale, ids: number[]): Promise<Map<number, CardMedia>> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return new Map()
  const { rows } = await poolOf(payload).query<{ doc: MediaRow }>({ name: 'catalogue.media-by-ids', text: mediaSql, values: [localeChain(locale), wanted] })
  return new Map(
    rows.map(({ doc: m }) => [
      m.id,
      {
        ...m,
        url: fileUrl(payload, m.url, m.filename),
      },
    ]),
  )
}
