import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { getPopularCategories } from './facets'
import styles from './discover.module.css'

/** Nothing found: say so (SPEC §8 text) and offer the most stocked categories as a way on. */
export async function EmptyState({ locale, message }: { locale: Locale; message: string }) {
  const [t, categories] = await Promise.all([getT(locale, 'discover'), getPopularCategories(locale, 8)])
  return (
    <div className={styles.message} data-testid="discover-empty">
      <p role="status">{message}</p>
      {categories.length > 0 ? (
        <nav aria-labelledby="discover-suggestions">
          <h2 id="discover-suggestions">{t('suggestions')}</h2>
          <ul className={styles.suggestions}>
            {categories.map((c) => (
              <li key={c.key}>
                <a href={localePath(locale, routes.category(c.key))}>{c.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
