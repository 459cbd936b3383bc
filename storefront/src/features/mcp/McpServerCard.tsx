import type { Locale } from '@aidir/cms/locales'
import { FavoriteButton } from '@/features/favorites/FavoriteButton'
import { Logo } from '@/features/logo/Logo'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { McpCard } from './types'
import styles from './mcp.module.css'

/** An MCP server in the list: logo, title (links to its page), registry name, summary, category, badges. */
export async function McpServerCard({ server, locale }: { server: McpCard; locale: Locale }) {
  const t = await getT(locale, 'mcp')
  return (
    <article className={styles.card} data-server={server.key}>
      <div className={styles.cardTop}>
        <Logo name={server.title} logo={server.logo ?? null} size={40} />
        <div className={styles.cardTitles}>
          <h2>
            <a href={localePath(locale, routes.mcpServer(server.key))}>{server.title}</a>
          </h2>
          <p className={styles.registry}>{server.name}</p>
        </div>
      </div>
      <p className={styles.summary}>{server.description}</p>
      <p className={styles.meta}>
        {server.official ? <span className={styles.officialBadge}>{t('official')}</span> : null}
        {server.category ? <span>{server.category.name}</span> : null}
        {server.stdio ? <span className={styles.badge}>{t('transport.stdio')}</span> : null}
        {server.remote ? <span className={styles.badge}>{t('transport.remote')}</span> : null}
        <span>{t('toolCount', { count: server.toolCount })}</span>
        {server.stars != null ? <span>{t('stars', { count: server.stars })}</span> : null}
        <FavoriteButton type="mcp" id={server.key} name={server.title} />
      </p>
    </article>
  )
}
