import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import type { McpTool } from './types'
import styles from './mcp.module.css'

/** The server's tools: each with its description, a parameters table and what it returns. */
export async function ToolsSection({ tools, locale }: { tools: McpTool[]; locale: Locale }) {
  const t = await getT(locale, 'mcp')
  return (
    <section className={styles.section} aria-labelledby="mcp-tools" data-testid="mcp-tools">
      <h2 id="mcp-tools">{t('detail.tools', { count: tools.length })}</h2>
      {tools.length === 0 ? <p className={styles.missing}>{t('detail.noTools')}</p> : null}
      {tools.map((tool, i) => {
        const id = `tool-${i}`
        return (
          <div key={tool.name} className={styles.tool} data-tool={tool.name}>
            <h3 id={id}>
              <code>{tool.name}</code>
            </h3>
            <p>{tool.description ?? <span className={styles.missing}>{t('notPublished')}</span>}</p>
            {tool.parameters.length === 0 ? (
              <p className={styles.missing}>{t('detail.noParameters')}</p>
            ) : (
              <div className={styles.scroll} role="region" aria-labelledby={id} tabIndex={0}>
                <table className={styles.table} data-testid="tool-parameters">
                  <caption>{t('detail.parametersOf', { tool: tool.name })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('detail.parameter')}</th>
                      <th scope="col">{t('detail.type')}</th>
                      <th scope="col">{t('detail.required')}</th>
                      <th scope="col">{t('detail.description')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {tool.parameters.map((p) => (
                      <tr key={p.name}>
                        <th scope="row">
                          <code>{p.name}</code>
                        </th>
                        <td>
                          <code>{p.type}</code>
                        </td>
                        <td>{p.required ? t('yes') : t('no')}</td>
                        <td>{p.description ?? <span className={styles.missing}>{t('notPublished')}</span>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p>
              <strong>{t('detail.returns')}</strong> {tool.returns ?? <span className={styles.missing}>{t('notPublished')}</span>}
            </p>
          </div>
        )
      })}
    </section>
  )
}
