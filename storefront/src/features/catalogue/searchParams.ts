/** What Next.js hands a page as `searchParams`. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>
