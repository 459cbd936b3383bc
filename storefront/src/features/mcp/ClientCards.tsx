import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { McpClientFacts } from './mcpClientData'
import styles from './mcpClient.module.css'
import mcp from './mcp.module.css'

/** Each client with its description, platforms, where its configuration lives and its links. */
export async function ClientCards({ clients, locale }: { clients: McpClientFacts[]; locale: Locale }) {
  const t = await getT(locale, 'mcpClient')
  return (
    <section className={mcp.section} aria-labelledby="mcp-client-list">
      <h2 id="mcp-client-list">{t('list.title')}</h2>
      <ul className={mcp.grid} data-testid="mcp-client-cards">
        {clients.map((c) => (
          <li key={c.key} id={`client-${c.key}`}>
            <article className={mcp.card}>
              <h3 className={styles.cardTitle}>{c.name}</h3>
              <p className={mcp.registry}>{t('list.vendor', { vendor: c.vendor })}</p>
              <p className={styles.cardText}>{c.description}</p>
              <dl className={styles.cardFacts}>
                <dt>{t('list.platforms')}</dt>
                <dd>{c.platforms.map((p) => t(`platform.${p}`)).join(', ')}</dd>
                <dt>{t('list.config')}</dt>
                <dd>
                  <code>{c.configLocation}</code>
                </dd>
              </dl>
              <p className={mcp.links}>
                <a href={localePath(locale, routes.externalLink(c.docsUrl))} rel="nofollow">
                  {t('list.docs')}
                </a>
                <a href={localePath(locale, routes.externalLink(c.website))} rel="nofollow">
                  {t('list.website')}
                </a>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
