/**
 * The route cache of pages under [lang]: the [lang] layout sets `revalidate = 60` for every page
 * below it (Next takes the lowest `revalidate` of a route's layouts and page, and reads it only as
 * a literal in the file, so it is written once there) and lists no languages ahead. A page with a
 * dynamic segment of its own (`[key]`, `q/[query]`) must say the same for that segment, or Next
 * renders it per request instead of caching it:
 *
 *   export { generateStaticParams } from '@/lib/cachedPage'
 *
 * Nothing is built ahead (the build has no database): each page is rendered on its first request,
 * then served from the cache. A page that renders per request says `dynamic = 'force-dynamic'`.
 */
export function generateStaticParams(): never[] {
  return []
}
