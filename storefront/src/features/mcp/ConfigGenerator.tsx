import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { ClientChoice } from './clientQuery'
import { ConfigSnippet } from './ConfigSnippet'
import { installMethods, type InstallMethod } from './installConfig'
import type { McpClientFacts, McpServerChoice } from './mcpClientData'
import type { McpServerDetail } from './types'
import styles from './mcpClient.module.css'
import mcp from './mcp.module.css'

type Props = {
  locale: Locale
  choice: ClientChoice
  /** The clients with a generator, in the guide's order. */
  clients: McpClientFacts[]
  servers: McpServerChoice[]
  /** The chosen server when it is published, null when the key names none. */
  server: McpServerDetail | null
}

/** A package runs over stdio; a remote says its transport (streamable-http or sse). */
const transportOf = (m: InstallMethod) => (m.kind === 'package' ? 'stdio' : m.transport)

/**
 * The generator: a plain GET form (works without JavaScript; proxy.ts moves its query into the path
 * so each pair is a cached page) and, once both are chosen, that client's configuration for every
 * way of running the server, each with a copy button.
 */
export async function ConfigGenerator({ locale, choice, clients, servers, server }: Props) {
  const [t, tm] = await Promise.all([getT(locale, 'mcpClient'), getT(locale, 'mcp')])
  const client = clients.find((c) => c.key === choice.client)
  const methods = server && client ? installMethods(server, [client.key as NonNullable<ClientChoice['client']>]) : []
  return (
    <section className={mcp.section} aria-labelledby="mcp-generator">
      <h2 id="mcp-generator">{t('generator.title')}</h2>
      <div className={styles.generator}>
        <p className={styles.cardText}>{t('generator.intro')}</p>
        <form method="get" action={localePath(locale, routes.mcpClients())} className={styles.form} data-testid="mcp-generator-form">
          <label>
            {t('generator.server')}
            <select name="server" defaultValue={choice.server ?? ''} required>
              <option value="">{t('generator.chooseServer')}</option>
              {servers.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('generator.client')}
            <select name="client" defaultValue={client?.key ?? ''} required>
              <option value="">{t('generator.chooseClient')}</option>
              {clients.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">{t('generator.submit')}</button>
        </form>
        {choice.invalidServer || (choice.server && !server) ? (
          <p className={styles.message} role="status" data-testid="mcp-generator-message">
            {t('generator.unknownServer', { key: choice.invalidServer ?? choice.server })}
          </p>
        ) : null}
        {choice.invalidClient || (choice.client && !client) ? (
          <p className={styles.message} role="status" data-testid="mcp-generator-message">
            {t('generator.unknownClient', { key: choice.invalidClient ?? choice.client })}
          </p>
        ) : null}
        {server && client ? (
          <div className={styles.result} data-testid="mcp-generator-result" data-server={server.key} data-client={client.key}>
            <h3>{t('generator.result', { server: server.title, client: client.name })}</h3>
            <p className={styles.location}>{t('generator.location', { client: client.name, location: client.configLocation })}</p>
            {methods.length === 0 ? <p className={mcp.missing}>{tm('install.none')}</p> : null}
            {methods.map((m, i) => {
              const transport = transportOf(m)
              return (
                <div key={`${m.kind}-${i}`} data-method={m.kind}>
                  <p className={styles.method}>
                    <strong>
                      {m.kind === 'package'
                        ? tm('install.package', { registry: m.registryType, identifier: m.identifier })
                        : tm('install.remote', { transport: m.transport, url: m.url })}
                    </strong>
                  </p>
                  {client.transports.includes(transport) ? null : (
                    <p className={styles.warning}>{t('generator.unsupported', { client: client.name, transport: t(`transport.${transport}`, { defaultValue: transport }) })}</p>
                  )}
                  {m.configs.map((c) => (
                    <ConfigSnippet
                      key={c.client}
                      config={c}
                      serverKey={server.key}
                      client={client.name}
                      where={c.file ?? tm('install.terminal')}
                      copyTexts={{ copy: tm('install.copy'), label: tm('install.copyLabel', { client: client.name }), copied: tm('install.copied'), failed: tm('install.copyFailed') }}
                    />
                  ))}
                </div>
              )
            })}
            <p className={mcp.links}>
              <a href={localePath(locale, routes.mcpServer(server.key))}>{t('generator.serverPage')}</a>
            </p>
          </div>
        ) : null}
      </div>
    </section>
  )
}
