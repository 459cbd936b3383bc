import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { McpRemote } from './installConfig'
import styles from './mcp.module.css'

/** A remote the playground can reach: streamable HTTP or SSE over http(s). */
export function playgroundRemote(remotes: McpRemote[]): McpRemote | undefined {
  return remotes.find((r) => (r.type === 'streamable-http' || r.type === 'sse') && /^https?:\/\//i.test(r.url))
}

/** A server with a remote: the link that opens it in the playground. */
export async function ServerHealth({ remotes, locale }: { remotes: McpRemote[]; locale: Locale }) {
  const remote = playgroundRemote(remotes)
  if (!remote) return null
  const t = await getT(locale, 'mcp')
  return (
    <section className={styles.section} aria-labelledby="mcp-health" data-testid="mcp-health">
      <h2 id="mcp-health">{t('health.title')}</h2>
      <p className={styles.links}>
        <a href={localePath(locale, routes.mcpPlayground({ url: remote.url, transport: remote.type }))} data-testid="mcp-try-it">
          {t('health.tryIt')}
        </a>
      </p>
    </section>
  )
}
