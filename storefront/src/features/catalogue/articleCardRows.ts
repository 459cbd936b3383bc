import type { Locale } from '@aidir/cms/locales'
import { localeMeta } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { localePath } from '@/lib/site'
import type { Entry } from './entries'

/**
 * An entry card without a logo (a news article, a guide) as ArticleCardItems receives it, every text
 * ready: [kind:key, path with the language's prefix, title, summary, the day (YYYY-MM-DD), date in words,
 * byline, official badge], by place (trailing empties left off, 0 for an empty place before a
 * filled one), like the product cards' rows (cardRow.ts).
 */
export type ArticleCardRow = [id: string, path: string, title: string, summary: string, date?: string | 0, dateText?: string | 0, byline?: string | 0, official?: string | 0]

export async function articleCardRows(locale: Locale, entries: Entry[]): Promise<ArticleCardRow[]> {
  const t = await getT(locale, 'catalogue')
  return entries.map((e) => {
    const row: ArticleCardRow = [
      `${e.kind}:${e.key}`,
      localePath(locale, e.path),
      e.title,
      e.summary,
      // The day it is dated, in UTC like the words beside it: a valid <time> value, shorter than the instant.
      e.date ? new Date(e.date).toISOString().slice(0, 10) : 0,
      e.date ? new Date(e.date).toLocaleDateString(localeMeta[locale].hreflang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }) : 0,
      e.byline ?? 0,
      e.official ? t('entry.official') : 0,
    ]
    while (row.length > 4 && !row[row.length - 1]) row.pop()
    return row
  })
}
