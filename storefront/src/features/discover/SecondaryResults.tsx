import type { SearchHit } from '@aidir/cms'
import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { KeptMarkup } from '@/lib/keptMarkup'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { secondaryEntities } from './searchIndex'
import styles from './discover.module.css'

const hrefOf: Record<(typeof secondaryEntities)[number], (key: string) => string> = {
  'ai-models': routes.model,
  'mcp-servers': routes.mcpServer,
  news: routes.newsArticle,
}

/** Matching AI models, MCP servers and news, compact, under the products: plain links, so hydration keeps their markup. */
export async function SecondaryResults({ locale, hits }: { locale: Locale; hits: SearchHit[] }) {
  if (hits.length === 0) return null
  const t = await getT(locale, 'discover')
  const groups = secondaryEntities.map((entity) => ({ entity, hits: hits.filter((h) => h.entity === entity) })).filter((g) => g.hits.length > 0)
  return (
    <KeptMarkup as="section" className={styles.more} aria-labelledby="discover-more-heading" data-testid="secondary-results">
      <h2 id="discover-more-heading">{t('more.heading')}</h2>
      <div className={styles.moreGroups}>
        {groups.map((group) => (
          <div key={group.entity} data-entity={group.entity}>
            <h3>{t(`more.${group.entity}`)}</h3>
            <ul>
              {group.hits.map((hit) => (
                <li key={hit.id}>
                  <a href={localePath(locale, hrefOf[group.entity](hit.key))}>{hit.title}</a>
                  {hit.summary ? <p>{hit.summary}</p> : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </KeptMarkup>
  )
}
