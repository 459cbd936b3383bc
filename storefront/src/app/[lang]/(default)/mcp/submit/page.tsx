import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { signInHref } from '@/features/account/signInHref'
import styles from '@/features/mcp/mcp.module.css'
import { SubmitFlow } from '@/features/mcpSubmit/SubmitFlow'
import { SubmitI18n } from '@/features/mcpSubmit/SubmitI18n'
import { getT, resources } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

export { generateStaticParams } from '@/lib/cachedPage'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'mcpSubmit')
  return pageMetadata({ locale, path: routes.mcpSubmit(), title: t('title'), description: t('metaDescription') })
}

/**
 * Submitting an MCP server: a shell rendered on the server (the same for every visitor, so it is
 * cached) and one client component that talks to /api/mcp/submissions as the signed-in user.
 */
export default async function McpSubmitPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, tm] = await Promise.all([getT(locale, 'mcpSubmit'), getT(locale, 'mcp')])
  return (
    <div data-testid="mcp-submit-page">
      <Breadcrumbs locale={locale} items={[{ name: tm('title'), path: routes.mcpServers() }, { name: t('title') }]} />
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <SubmitI18n locale={locale} texts={resources[locale].mcpSubmit}>
        <SubmitFlow signInHref={signInHref(locale, routes.mcpSubmit())} />
      </SubmitI18n>
    </div>
  )
}
