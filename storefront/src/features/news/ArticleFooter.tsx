import type { Locale } from '@aidir/cms/locales'
import articleStyles from '@/features/pages/Article.module.css'
import { hostOf } from '@/features/pages/externalUrl'
import styles from '@/features/pages/Listing.module.css'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { NewsArticle } from './queries'

/** Below an article: where the story comes from (through the leave-site page), its tags and related models. */
export async function ArticleFooter({ locale, article }: { locale: Locale; article: NewsArticle }) {
  const t = await getT(locale, 'news')
  const { source, tags, relatedModels } = article
  return (
    <footer className={articleStyles.footer}>
    <dl className={styles.facts} data-testid="article-facts">
      {source.url ? (
        <>
          <dt>{t('article.source')}</dt>
          <dd>
            <a href={localePath(locale, routes.externalLink(source.url))} rel="nofollow">
              {source.name || hostOf(source.url)}
            </a>
          </dd>
        </>
      ) : null}
      {tags.length > 0 ? (
        <>
          <dt>{t('article.tags')}</dt>
          <dd>
            <ul className={styles.chips}>
              {tags.map((tag) => (
                <li key={tag.key}>
                  <a href={localePath(locale, routes.tag(tag.key))}>{tag.name}</a>
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
      {relatedModels.length > 0 ? (
        <>
          <dt>{t('article.relatedModels')}</dt>
          <dd>
            <ul className={styles.chips}>
              {relatedModels.map((m) => (
                <li key={m.key}>
                  <a href={localePath(locale, routes.model(m.key))}>{m.name}</a>
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
    </footer>
  )
}
