/**
 * Which cached paths carry which cache tags, so a revalidation purges only the pages it names.
 * A page tells its tags in `x-aidir-cache-tags` (the storefront's cache handler,
 * storefront/cacheHandler.mjs; the same tags as cms/src/revalidation/tags.ts). A shared answer
 * without tags (an API answer, a page rendered before tags existed) cannot say what it depends on:
 * every revalidation purges it.
 */
export const CACHE_TAGS_HEADER = 'x-aidir-cache-tags'
/** The tag every cached read carries: naming it purges everything. */
export const EVERYTHING = 'content'

export type TagIndex = {
  /** Notes a shared answer of `path` and the tags it carries (none: purged on every revalidation). */
  record(path: string, tags: string[]): void
  /** The paths to purge for these tags, forgotten by the index as it returns them. */
  take(tags: string[]): string[]
  readonly size: number
}

export function parseTags(header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  return value.split(',').map((t) => t.trim()).filter(Boolean)
}

export function createTagIndex(): TagIndex {
  const pathsByTag = new Map<string, Set<string>>()
  const tagsByPath = new Map<string, string[]>()
  const untagged = new Set<string>()

  const forget = (path: string) => {
    untagged.delete(path)
    for (const tag of tagsByPath.get(path) ?? []) {
      const paths = pathsByTag.get(tag)
      paths?.delete(path)
      if (paths?.size === 0) pathsByTag.delete(tag)
    }
    tagsByPath.delete(path)
  }

  return {
    record(path, tags) {
      const known = tagsByPath.get(path)
      // A cached hit repeats what the index already holds.
      if (known ? known.length === tags.length && known.every((t, i) => t === tags[i]) : tags.length === 0 && untagged.has(path)) return
      forget(path)
      if (tags.length === 0) return void untagged.add(path)
      tagsByPath.set(path, tags)
      for (const tag of tags) {
        let paths = pathsByTag.get(tag)
        if (!paths) pathsByTag.set(tag, (paths = new Set()))
        paths.add(path)
      }
    },
    take(tags) {
      const found = new Set(untagged)
      for (const tag of tags) for (const path of pathsByTag.get(tag) ?? []) found.add(path)
      for (const path of found) forget(path)
      return [...found]
    },
    get size() {
      return tagsByPath.size + untagged.size
    },
  }
}
