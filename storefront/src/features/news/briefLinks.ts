import type { Locale } from '@aidir/cms/locales'
import { localePath } from '@/lib/site'

/**
 * A composed brief links its stories as `/news/<key>`, the same text in every edition; on the page
 * they become the reader's language's path (`/zh/news/<key>`, or `/news/<key>` in the default one).
 */
export function localiseNewsLinks(locale: Locale, markdown: string): string {
  const prefix = localePath(locale, '/news/')
  return prefix === '/news/' ? markdown : markdown.replace(/\]\(\/news\//g, `](${prefix}`)
}
