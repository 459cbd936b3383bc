import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import type { McpPackage, McpRemote } from './installConfig'
import styles from './mcp.module.css'

/** Registry packages (with their environment variables) and hosted remote endpoints. */
export async function PackagesSection({ packages, remotes, locale }: { packages: McpPackage[]; remotes: McpRemote[]; locale: Locale }) {
  const t = await getT(locale, 'mcp')
  const missing = <span className={styles.missing}>{t('notPublished')}</span>
  return (
    <section className={styles.section} aria-labelledby="mcp-packages">
      <h2 id="mcp-packages">{t('detail.packages')}</h2>
      {packages.length === 0 ? (
        <p className={styles.missing}>{t('detail.noPackages')}</p>
      ) : (
        <div className={styles.scroll} role="region" aria-labelledby="mcp-packages" tabIndex={0}>
          <table className={styles.table} data-testid="mcp-packages">
            <thead>
              <tr>
                <th scope="col">{t('detail.identifier')}</th>
                <th scope="col">{t('detail.registryType')}</th>
                <th scope="col">{t('detail.version')}</th>
                <th scope="col">{t('detail.transport')}</th>
                <th scope="col">{t('detail.envVars')}</th>
              </tr>
            </thead>
            <tbody>
              {packages.map((p) => (
                <tr key={`${p.registryType}:${p.identifier}`}>
                  <th scope="row">
                    <code>{p.identifier}</code>
                  </th>
                  <td>{p.registryType}</td>
                  <td>{p.version ?? missing}</td>
                  <td>{p.transport ?? 'stdio'}</td>
                  <td>
                    {p.environmentVariables?.length ? (
                      <ul className={styles.envList}>
                        {p.environmentVariables.map((v) => (
                          <li key={v.name}>
                            <code>{v.name}</code>
                            <span className={styles.flag}>{v.isRequired ? t('detail.requiredFlag') : t('detail.optionalFlag')}</span>
                            {v.isSecret ? <span className={styles.flag}>{t('detail.secretFlag')}</span> : null}
                            {v.description ? <div>{v.description}</div> : null}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      t('detail.noEnv')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3 id="mcp-remotes">{t('detail.remotes')}</h3>
      {remotes.length === 0 ? (
        <p className={styles.missing}>{t('detail.noRemotes')}</p>
      ) : (
        <div className={styles.scroll} role="region" aria-labelledby="mcp-remotes" tabIndex={0}>
          <table className={styles.table} data-testid="mcp-remotes">
            <thead>
              <tr>
                <th scope="col">{t('detail.url')}</th>
                <th scope="col">{t('detail.transport')}</th>
              </tr>
            </thead>
            <tbody>
              {remotes.map((r) => (
                <tr key={r.url}>
                  <th scope="row">
                    <code>{r.url}</code>
                  </th>
                  <td>{r.type}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
