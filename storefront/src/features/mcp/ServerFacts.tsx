import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { mcpQueryString } from './query'
import type { McpServerDetail } from './types'
import styles from './mcp.module.css'

/**
 * Registry name, version, links, category and tags. Outside links go through the leave-site
 * interstitial (routes.externalLink); a fact the record lacks reads "not published".
 */
export async function ServerFacts({ server, locale }: { server: McpServerDetail; locale: Locale }) {
  const t = await getT(locale, 'mcp')
  const missing = <span className={styles.missing}>{t('notPublished')}</span>
  const external = (url: string | null) =>
    url ? (
      <a href={localePath(locale, routes.externalLink(url))} rel="nofollow">
        {url.replace(/^https?:\/\//, '')}
      </a>
    ) : (
      missing
    )
  return (
    <dl className={styles.facts} data-testid="mcp-facts">
      <div>
        <dt>{t('detail.registryName')}</dt>
        <dd>
          <code>{server.name}</code>
        </dd>
      </div>
      <div>
        <dt>{t('detail.version')}</dt>
        <dd>{server.version ?? missing}</dd>
      </div>
      <div>
        <dt>{t('detail.repository')}</dt>
        <dd>{external(server.repositoryUrl)}</dd>
      </div>
      <div>
        <dt>{t('detail.website')}</dt>
        <dd>{external(server.websiteUrl)}</dd>
      </div>
      <div>
        <dt>{t('detail.category')}</dt>
        {/* MCP categories are not product categories (/class has no page for them): the MCP list filtered by it. */}
        <dd>{server.category ? <a href={`${localePath(locale, routes.mcpServers())}${mcpQueryString({ category: server.category.key })}`}>{server.category.name}</a> : missing}</dd>
      </div>
      <div>
        <dt>{t('detail.tags')}</dt>
        <dd>
          {server.tags.length ? (
            <ul className={styles.tags}>
              {server.tags.map((tag) => (
                <li key={tag.key}>
                  <a href={localePath(locale, routes.tag(tag.key))}>{tag.name}</a>
                </li>
              ))}
            </ul>
          ) : (
            missing
          )}
        </dd>
      </div>
    </dl>
  )
}
