import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

/**
 * Next's own file-system route cache, plus one thing: a cached page says which cache tags it
 * carries (the tags of the data reads it made, cms/src/revalidation/tags.ts) in the response header
 * `x-aidir-cache-tags`, so the edge in front can purge by the same tags (edge/src/tagIndex.ts).
 * Next keeps the tags with the page (`x-next-cache-tags`) but removes them from the answer outside
 * its hosted mode; the page's stored headers are what every answer of that page sends, first
 * render included (the render is stored before it is sent). Next's own `_N_T_` path tags stay out.
 * The edge removes the header before an answer leaves it.
 */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache
const NEXT_TAGS = 'x-next-cache-tags'
const EDGE_TAGS = 'x-aidir-cache-tags'

function labelPage(value) {
  const tags = value?.kind === 'APP_PAGE' ? value.headers?.[NEXT_TAGS] : undefined
  if (typeof tags !== 'string') return
  value.headers[EDGE_TAGS] = tags
    .split(',')
    .filter((tag) => tag && !tag.startsWith('_N_T_'))
    .join(',')
}

export default class TaggedFileSystemCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args)
    labelPage(entry?.value)
    return entry
  }

  async set(key, data, ctx) {
    labelPage(data)
    return super.set(key, data, ctx)
  }
}
