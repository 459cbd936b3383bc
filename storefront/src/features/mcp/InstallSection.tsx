import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { CopyButton } from './CopyButton'
import { installMethods, type McpPackage, type McpRemote } from './installConfig'
import styles from './mcp.module.css'

/**
 * Ready-to-paste configuration for Claude Desktop, Cursor, VS Code and Claude Code, one group per
 * way of running the server (each package, each remote endpoint). Generated on the server by the
 * pure installMethods; only the copy button runs in the browser.
 */
export async function InstallSection({ serverKey, packages, remotes, locale }: { serverKey: string; packages: McpPackage[]; remotes: McpRemote[]; locale: Locale }) {
  const t = await getT(locale, 'mcp')
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
                  <div key={c.client} className={styles.snippet} data-client={c.client}>
                    <div className={styles.snippetHead}>
                      <h4>
                        {client} <span className={styles.file}>{c.file ?? t('install.terminal')}</span>
                      </h4>
                      <CopyButton
                        text={c.text}
                        texts={{ copy: t('install.copy'), label: t('install.copyLabel', { client }), copied: t('install.copied'), failed: t('install.copyFailed') }}
                      />
                    </div>
                    {/* Focusable so a keyboard user can scroll a long line sideways. */}
                    <pre className={styles.code} tabIndex={0}>
                      <code>{c.text}</code>
                    </pre>
                  </div>
                )
              })}
            </div>
          ))}
        </>
      )}
    </section>
  )
}
