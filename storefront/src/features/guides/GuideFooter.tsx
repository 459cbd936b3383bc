import type { Locale } from '@aidir/cms/locales'
import articleStyles from '@/features/pages/Article.module.css'
import styles from '@/features/pages/Listing.module.css'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { Guide } from './queries'

/** Below a guide: its tags and the MCP servers it uses (each linking to the server's page). */
export async function GuideFooter({ locale, guide }: { locale: Locale; guide: Guide }) {
  if (guide.tags.length === 0 && guide.relatedMcpServers.length === 0) return null
  const t = await getT(locale, 'guide')
  return (
    <footer className={articleStyles.footer}>
      <dl className={styles.facts} data-testid="guide-facts">
        {guide.relatedMcpServers.length > 0 ? (
          <>
            <dt>{t('detail.relatedMcpServers')}</dt>
            <dd>
              <ul className={styles.chips}>
                {guide.relatedMcpServers.map((m) => (
                  <li key={m.key}>
                    <a href={localePath(locale, routes.mcpServer(m.key))}>{m.title}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {guide.tags.length > 0 ? (
          <>
            <dt>{t('detail.tags')}</dt>
            <dd>
              <ul className={styles.chips}>
                {guide.tags.map((tag) => (
                  <li key={tag.key}>
                    <a href={localePath(locale, routes.tag(tag.key))}>{tag.name}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </footer>
  )
}
