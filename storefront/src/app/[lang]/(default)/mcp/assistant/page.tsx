import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { AskForm } from '@/features/recommend/AskForm'
import { pathPrefix } from '@/features/recommend/data'
import { HistoryPanel } from '@/features/recommend/HistoryPanel'
import styles from '@/features/recommend/recommend.module.css'
import { recommendTexts } from '@/features/recommend/texts'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'recommend')
  return pageMetadata({ locale, path: routes.mcpAssistant(), title: t('assistant.title'), description: t('assistant.metaDescription') })
}

/** /mcp/assistant: describe a need, get MCP servers with a reason each; my history when signed in. */
export default async function McpAssistantPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [{ t, ask, history }, tm] = await Promise.all([recommendTexts(locale, 'assistant'), getT(locale, 'mcp')])
  const prefix = pathPrefix(locale)
  return (
    <div>
      <Breadcrumbs locale={locale} items={[{ name: tm('title'), path: routes.mcpServers() }, { name: t('assistant.title') }]} />
      <header className={styles.header}>
        <h1>{t('assistant.title')}</h1>
        <p>{t('assistant.intro')}</p>
      </header>
      <AskForm kind="assistant" texts={ask} prefix={prefix} />
      <HistoryPanel kind="assistant" texts={history} prefix={prefix} signInHref={localePath(locale, routes.signIn(localePath(locale, routes.mcpAssistant())))} />
    </div>
  )
}
