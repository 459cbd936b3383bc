import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { mcpClientFeatures, type McpClientFacts } from './mcpClientData'
import styles from './mcpClient.module.css'
import mcp from './mcp.module.css'

/**
 * The clients side by side. On a phone the table keeps its columns and its region scrolls sideways
 * (the client column stays in view, and a line above says so), rather than squeezing every cell.
 */
export async function ClientComparison({ clients, locale }: { clients: McpClientFacts[]; locale: Locale }) {
  const t = await getT(locale, 'mcpClient')
  return (
    <section className={mcp.section} aria-labelledby="mcp-clients-compared">
      <h2 id="mcp-clients-compared">{t('table.title')}</h2>
      <p className={styles.scrollHint}>{t('table.scrollHint')}</p>
      <div className={`${mcp.scroll} ${styles.compare}`} role="region" aria-labelledby="mcp-clients-compared" tabIndex={0} data-testid="mcp-client-table">
        <table className={mcp.table}>
          <caption>{t('table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.client')}</th>
              <th scope="col">{t('table.transports')}</th>
              {mcpClientFeatures.map((f) => (
                <th scope="col" key={f}>
                  {t(`feature.${f}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {clients.map((c) => (
              <tr key={c.key} data-client={c.key}>
                <th scope="row">
                  <a href={localePath(locale, routes.externalLink(c.docsUrl))} rel="nofollow">
                    {c.name}
                  </a>
                </th>
                <td className={styles.transports}>{c.transports.map((tr) => t(`transport.${tr}`)).join(' · ')}</td>
                {mcpClientFeatures.map((f) => {
                  const yes = c.features.includes(f)
                  return (
                    <td key={f} className={yes ? styles.yes : styles.no} data-feature={f} data-supported={yes}>
                      <span aria-hidden="true">{yes ? '✓' : '–'}</span>
                      <span className={styles.srOnly}>{yes ? t('table.yes') : t('table.no')}</span>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
