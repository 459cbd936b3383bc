import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { ClientCards } from '@/features/mcp/ClientCards'
import { ClientComparison } from '@/features/mcp/ClientComparison'
import { parseClientChoice } from '@/features/mcp/clientQuery'
import { ConfigGenerator } from '@/features/mcp/ConfigGenerator'
import { isClientId } from '@/features/mcp/installConfig'
import { findMcpServer } from '@/features/mcp/mcpData'
import { findMcpClients, findMcpServerChoices } from '@/features/mcp/mcpClientData'
import styles from '@/features/mcp/mcp.module.css'
import { listingQuery } from '@/features/routing/listingQuery'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

type Props = { params: Promise<{ lang: string; query?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'mcpClient')
  // Every generated pair shares the guide's canonical URL.
  return pageMetadata({ locale, path: routes.mcpClients(), title: t('title'), description: t('metaDescription') })
}

/** The MCP client guide: the generator first (what most visitors come for), then the comparison and the clients. */
export default async function McpClientGuidePage({ params }: Props) {
  const locale = await resolveLocale(params)
  const choice = parseClientChoice(await listingQuery(params))
  const [t, tm, clients, servers, server] = await Promise.all([
    getT(locale, 'mcpClient'),
    getT(locale, 'mcp'),
    findMcpClients(locale),
    findMcpServerChoices(locale),
    choice.server ? findMcpServer(locale, choice.server) : null,
  ])
  return (
    <div data-testid="mcp-client-guide">
      <Breadcrumbs locale={locale} items={[{ name: tm('title'), path: routes.mcpServers() }, { name: t('title') }]} />
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <ConfigGenerator locale={locale} choice={choice} clients={clients.filter((c) => isClientId(c.key))} servers={servers} server={server} />
      <ClientComparison clients={clients} locale={locale} />
      <ClientCards clients={clients} locale={locale} />
    </div>
  )
}
