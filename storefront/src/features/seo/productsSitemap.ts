import { routes } from '../../lib/routes'
import { entryWriter, URLSET_CLOSE, URLSET_OPEN, w3cDate, type SitemapContext } from './xml'

/** Products written per stream chunk: small enough to start sending early, large enough to be cheap. */
const CHUNK = 500

/**
 * A products file as a byte stream: the rows are already in memory (10,000 keys), but the XML
 * (about 25 MB before compression) is produced chunk by chunk as the client reads, so it is never
 * held whole and the first bytes leave at once.
 */
export function productsSitemapStream(rows: { key: string; updated_at: Date | string }[], ctx: SitemapContext): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const write = entryWriter(ctx)
  let next = 0
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(URLSET_OPEN))
    },
    pull(controller) {
      const end = Math.min(rows.length, next + CHUNK)
      // Joined once per chunk: a flat string encodes faster than one grown by +=.
      const parts: string[] = []
      for (; next < end; next++) parts.push(write(routes.product(rows[next]!.key), w3cDate(rows[next]!.updated_at)))
      if (parts.length > 0) controller.enqueue(encoder.encode(parts.join('')))
      if (next >= rows.length) {
        controller.enqueue(encoder.encode(URLSET_CLOSE))
        controller.close()
      }
    },
  })
}
