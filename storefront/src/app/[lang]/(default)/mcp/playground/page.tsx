import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { signInHref } from '@/features/account/signInHref'
import styles from '@/features/mcp/mcp.module.css'
import { Playground } from '@/features/mcpPlayground/Playground'
import { PlaygroundI18n } from '@/features/mcpPlayground/PlaygroundI18n'
import { getT, resources } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

export { generateStaticParams } from '@/lib/cachedPage'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'mcpPlayground')
  return pageMetadata({ locale, path: routes.mcpPlayground(), title: t('title'), description: t('metaDescription') })
}

/**
 * The MCP playground: a shell rendered on the server (the same for every visitor, so it is
 * cached) and one client component that talks to the site's proxy.
 */
export default async function McpPlaygroundPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, tm] = await Promise.all([getT(locale, 'mcpPlayground'), getT(locale, 'mcp')])
  return (
    <div data-testid="mcp-playground-page">
      <Breadcrumbs locale={locale} items={[{ name: tm('title'), path: routes.mcpServers() }, { name: t('title') }]} />
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <PlaygroundI18n locale={locale} texts={resources[locale].mcpPlayground}>
        <Playground signInHref={signInHref(locale, routes.mcpPlayground())} />
      </PlaygroundI18n>
    </div>
  )
}
