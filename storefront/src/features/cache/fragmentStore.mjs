/**
 * What every page's layout shows (the menu, the footer's settings, the category tree), held in this
 * process's memory once built, per language and edition, and dropped when one of its cache tags is
 * revalidated (ARCHITECTURE.md, "Shared fragments"). Read through the data cache instead, each first
 * render paid a cache lookup and a copy of the value for each of them.
 *
 * The store lives on globalThis: the pages, the API routes and the cache handler (which hears every
 * revalidation, storefront/cacheHandler.mjs) are bundled apart, and must all see one store.
 */
const STORE = Symbol.for('aidir.fragments')

function store() {
  return (globalThis[STORE] ??= { entries: new Map() })
}

/**
 * The value held under `key`, built by `build` when missing or dropped by a tag since (the read
 * waits: after a revalidation the page must show the change). Older than `maxAgeMs`, the held value
 * is still answered while one build in the background replaces it — as the data cache did — and
 * kept if that build fails. Concurrent first reads share one build; a failed first build is not kept.
 */
export function heldFragment(key, tags, maxAgeMs, build) {
  const { entries } = store()
  const held = entries.get(key)
  if (held) {
    if (Date.now() - held.builtAt >= maxAgeMs && !held.refreshing) refresh(entries, key, held, build)
    return held.value
  }
  const entry = { tags, builtAt: Date.now(), value: undefined, refreshing: false }
  entry.value = Promise.resolve()
    .then(build)
    .catch((error) => {
      if (entries.get(key) === entry) entries.delete(key)
      throw error
    })
  entries.set(key, entry)
  return entry.value
}

function refresh(entries, key, held, build) {
  held.refreshing = true
  Promise.resolve()
    .then(build)
    .then(
      (value) => {
        // Dropped meanwhile: the next read builds anew rather than keep what this build read before the change.
        if (entries.get(key) !== held) return
        held.value = Promise.resolve(value)
        held.builtAt = Date.now()
      },
      (error) => console.warn(JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: `layout fragment ${key}: refresh failed, keeping the held value`, err: String(error?.message ?? error) })),
    )
    .finally(() => {
      held.refreshing = false
    })
}

/** Drops every fragment carrying one of the tags; the next read builds it again. */
export function dropFragments(tags) {
  const dropped = typeof tags === 'string' ? [tags] : tags
  if (dropped.length === 0) return
  const { entries } = store()
  for (const [key, entry] of entries) if (entry.tags.some((tag) => dropped.includes(tag))) entries.delete(key)
}

/** Drops everything: after an outage of the shared cache, when other instances' revalidations were missed. */
export function dropAllFragments() {
  store().entries.clear()
}

/** How many fragments are held (for tests and the health of a long-running instance). */
export function heldFragmentCount() {
  return store().entries.size
}
