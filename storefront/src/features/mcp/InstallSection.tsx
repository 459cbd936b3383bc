import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { ConfigSnippet } from './ConfigSnippet'
import { installMethods, type McpPackage, type McpRemote } from './installConfig'
import styles from './mcp.module.css'

/**
 * Ready-to-paste configuration for Claude Desktop, Cursor, VS Code and Claude Code, one group per
 * way of running the server (each package, each remote endpoint), and a link to the client guide for
 * the other clients. Generated on the server by the pure installMethods; only the copy button runs
 * in the browser.
 */
export async function InstallSection({ serverKey, packages, remotes, locale }: { serverKey: string; packages: McpPackage[]; remotes: McpRemote[]; locale: Locale }) {
  const [t, tc] = await Promise.all([getT(locale, 'mcp'), getT(locale, 'mcpClient')])
  const methods = installMethods({ key: serverKey, packages, remotes })
  return (
    <section className={styles.section} aria-labelledby="mcp-install" data-testid="mcp-install">
      <h2 id="mcp-install">{t('install.title')}</h2>
      {methods.length === 0 ? (
        <p className={styles.missing}>{t('install.none')}</p>
      ) : (
        <>
          <p>{t('install.intro')}</p>
          {methods.map((m, i) => (
            <div key={`${m.kind}-${i}`} data-method={m.kind}>
              <h3>
                {m.kind === 'package'
                  ? t('install.package', { registry: m.registryType, identifier: m.identifier })
                  : t('install.remote', { transport: m.transport, url: m.url })}
              </h3>
              {m.configs.map((c) => {
                const client = t(`install.client.${c.client}`)
                return (
                  <ConfigSnippet
                    key={c.client}
                    config={c}
                    serverKey={serverKey}
                    client={client}
                    where={c.file ?? t('install.terminal')}
                    copyTexts={{ copy: t('install.copy'), label: t('install.copyLabel', { client }), copied: t('install.copied'), failed: t('install.copyFailed') }}
                  />
                )
              })}
            </div>
          ))}
          <p className={styles.links}>
            <a href={localePath(locale, routes.mcpClients())} data-testid="mcp-other-clients">
              {tc('links.otherClients')}
            </a>
          </p>
        </>
      )}
    </section>
  )
}
