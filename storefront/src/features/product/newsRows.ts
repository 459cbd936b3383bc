import type { Locale } from '@aidir/cms/locales'
import { formatDate } from '@/lib/displayFormat'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { NewsRow } from './NewsList'
import type { RelatedNews } from './related'

/** The related-news tab's rows: link, title, date in the page's language, summary. */
export function newsRows(locale: Locale, items: RelatedNews[]): NewsRow[] {
  return items.map((n) => {
    const date = n.publishedAt ? formatDate(locale, n.publishedAt) : null
    return [localePath(locale, routes.newsArticle(n.key)), n.title, n.publishedAt ? [n.publishedAt, date ?? ''] : null, n.summary]
  })
}
