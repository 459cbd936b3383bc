import type { Locale } from '@aidir/cms/locales'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { InstallSection } from '@/features/mcp/InstallSection'
import { findMcpServer } from '@/features/mcp/mcpData'
import { mcpJsonLd } from '@/features/mcp/mcpJsonLd'
import styles from '@/features/mcp/mcp.module.css'
import { PackagesSection } from '@/features/mcp/PackagesSection'
import { ServerFacts } from '@/features/mcp/ServerFacts'
import { findMcpLiveness } from '@/features/mcp/livenessData'
import { playgroundRemote, ServerHealth } from '@/features/mcp/ServerHealth'
import { ToolsSection } from '@/features/mcp/ToolsSection'
import { TutorialsSection } from '@/features/mcp/TutorialsSection'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { JsonLd } from '@/features/models/JsonLd'
import { FavoriteButton } from '@/features/favorites/FavoriteButton'
import { Logo } from '@/features/logo/Logo'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { absoluteUrl, localePath } from '@/lib/site'
import { PageView } from '@/components/routing/PageView'
import { NotFoundClient } from '@/components/routing/NotFoundClient'

export { generateStaticParams } from '@/lib/cachedPage'

type Props = { params: Promise<{ lang: string; key: string }> }

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The published server of a URL key, or null (malformed keys never reach the database). */
async function loadServer(locale: Locale, key: string) {
  const server = KEY.test(key) ? await findMcpServer(locale, key) : null
  return server
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const server = await loadServer(locale, (await params).key)
  if (!server) notFound()
  const t = await getT(locale, 'mcp')
  return pageMetadata({
    locale,
    path: routes.mcpServer(server.key),
    title: t('detail.metaTitle', { title: server.title }),
    description: server.description,
    og: { kind: 'mcp', name: server.title },
  })
}

export default async function McpServerPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const server = await loadServer(locale, (await params).key)
  // generateMetadata's notFound() makes the answer a 404; rendered here, the message is in the HTML.
  if (!server) return <NotFoundClient />
  const remote = playgroundRemote(server.remotes)
  const [t, tc, liveness] = await Promise.all([getT(locale, 'mcp'), getT(locale), remote ? findMcpLiveness(server.key) : null])
  const path = localePath(locale, routes.mcpServer(server.key))
  return (
    <article className={styles.detail} data-server-detail={server.key}>
      <Breadcrumbs locale={locale} items={[{ name: t('title'), path: routes.mcpServers() }, { name: server.title }]} />
      <JsonLd data={mcpJsonLd(server, absoluteUrl(path))} />
      <header>
        <div className={styles.detailTop}>
          <Logo name={server.title} logo={server.logo ?? null} size={64} priority placeholderTitle={tc('logo.placeholder', { name: server.title })} />
          <div>
            <h1>{server.title}</h1>
            <FavoriteButton type="mcp" id={server.key} name={server.title} />
          </div>
        </div>
        {server.official ? (
          <p>
            <span className={styles.officialBadge} data-testid="official-badge">
              {t('official')}
            </span>
          </p>
        ) : null}
        {server.registryStatus === 'deprecated' || server.registryStatus === 'deleted' ? (
          <p className={styles.registryNotice} role="note" data-testid="registry-status">
            {t(`registryStatus.${server.registryStatus}`)}
          </p>
        ) : null}
        <p className={styles.description} data-testid="mcp-description">
          {server.description}
        </p>
      </header>
      <section className={styles.section} aria-labelledby="mcp-overview">
        <h2 id="mcp-overview">{t('detail.overview')}</h2>
        <ServerFacts server={server} locale={locale} />
      </section>
      {remote ? <ServerHealth remote={remote} liveness={liveness} locale={locale} /> : null}
      <InstallSection serverKey={server.key} packages={server.packages} remotes={server.remotes} locale={locale} />
      <ToolsSection tools={server.tools} locale={locale} />
      <PackagesSection packages={server.packages} remotes={server.remotes} locale={locale} />
      <TutorialsSection serverKey={server.key} locale={locale} />
      <PageView id={server.key} type="mcp" />
    </article>
  )
}
