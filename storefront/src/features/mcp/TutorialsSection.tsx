import type { Locale } from '@aidir/cms/locales'
import { findTutorialsForServer } from '@/features/guides/queries'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import styles from './mcp.module.css'

/** The case tutorials that use this server (guides of the case-tutorial kind naming it); nothing when there are none. */
export async function TutorialsSection({ serverKey, locale }: { serverKey: string; locale: Locale }) {
  const [t, tutorials] = await Promise.all([getT(locale, 'mcp'), findTutorialsForServer(locale, serverKey)])
  if (tutorials.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="mcp-tutorials" data-testid="mcp-tutorials">
      <h2 id="mcp-tutorials">{t('tutorials.title')}</h2>
      <ul className={styles.tutorials}>
        {tutorials.map((g) => (
          <li key={g.key}>
            <a href={localePath(locale, routes.guide(g.key))}>{g.title}</a>
            <p>{g.summary}</p>
          </li>
        ))}
      </ul>
      <p className={styles.links}>
        <a href={`${localePath(locale, routes.guides())}#case_tutorial`}>{t('tutorials.all')}</a>
      </p>
    </section>
  )
}
