/**
 * Shared by BuildWatcher (which notices a newer deployed build) and RouteGuard (which performs the
 * next navigation): once a newer build is known, navigations become full page loads so the browser
 * fetches the new code instead of chunks that may no longer exist.
 */
let newerBuild: string | undefined

export function markNewerBuild(id: string): void {
  newerBuild = id
}

export function newerBuildId(): string | undefined {
  return newerBuild
}

/** SPEC §3 build manifest; only `id` is needed to compare builds. */
export function manifestId(body: unknown): string | undefined {
  const id = (body as { id?: unknown } | null)?.id
  return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : undefined
}

/** A failed dynamic import after a deployment (webpack's ChunkLoadError, Turbopack's message). */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false
  const { name, message } = reason as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  const text = typeof message === 'string' ? message : typeof reason === 'string' ? reason : ''
  return /Loading (CSS )?chunk [^ ]+ failed|Failed to load chunk|Loading chunk/i.test(text)
}
