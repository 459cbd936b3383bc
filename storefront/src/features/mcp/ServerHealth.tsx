import type { Locale } from '@aidir/cms/locales'
import { localeMeta } from '@aidir/cms/locales'
import type { ServerLiveness } from '@aidir/cms/mcpInspect'
import { dateTimeFormat } from '@aidir/cms/lib'
import { getT } from '@/i18n'
import { formatDate } from '@/lib/displayFormat'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { McpRemote } from './installConfig'
import styles from './mcp.module.css'

/** A remote the playground and the probe can reach: streamable HTTP or SSE over http(s). */
export function playgroundRemote(remotes: McpRemote[]): McpRemote | undefined {
  return remotes.find((r) => (r.type === 'streamable-http' || r.type === 'sse') && /^https?:\/\//i.test(r.url))
}

const checkedAt = (locale: Locale, iso: string) => dateTimeFormat(localeMeta[locale].hreflang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC'

/**
 * A server with a remote: its liveness at the last check (up / degraded / down, when, latency,
 * protocol), the last time its tools changed, and the link that opens it in the playground.
 */
export async function ServerHealth({ remote, liveness, locale }: { remote: McpRemote; liveness: ServerLiveness | null; locale: Locale }) {
  const t = await getT(locale, 'mcp')
  const change = liveness?.lastToolsChange
  return (
    <section className={styles.section} aria-labelledby="mcp-health" data-testid="mcp-health">
      <h2 id="mcp-health">{t('health.title')}</h2>
      {liveness ? (
        <p data-testid="mcp-liveness" data-status={liveness.status}>
          <strong>{t(`health.status.${liveness.status}`)}</strong>
          {' · '}
          <time dateTime={liveness.checkedAt}>{t('health.checked', { when: checkedAt(locale, liveness.checkedAt) })}</time>
          {liveness.latencyMs !== null ? ` · ${t('health.latency', { ms: liveness.latencyMs })}` : null}
          {liveness.protocolVersion ? ` · ${t('health.protocol', { version: liveness.protocolVersion })}` : null}
        </p>
      ) : (
        <p className={styles.missing}>{t('health.notChecked')}</p>
      )}
      {change ? (
        <p data-testid="mcp-tools-changed">
          {t('health.toolsChanged', { date: formatDate(locale, change.at) })}
          {change.added.length ? ` · ${t('health.added', { names: change.added.join(', ') })}` : null}
          {change.removed.length ? ` · ${t('health.removed', { names: change.removed.join(', ') })}` : null}
        </p>
      ) : null}
      <p className={styles.links}>
        <a href={localePath(locale, routes.mcpPlayground({ url: remote.url, transport: remote.type }))} data-testid="mcp-try-it">
          {t('health.tryIt')}
        </a>
      </p>
    </section>
  )
}
