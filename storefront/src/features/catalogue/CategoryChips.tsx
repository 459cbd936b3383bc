import type { Locale } from '@aidir/cms/locales'
import { CategoryIcon } from '@/features/icons/CategoryIcon'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { CategoryNode } from './categories'
import styles from './CategoryChips.module.css'

/** On a group's page: its categories as links, to narrow the list down. */
export async function CategoryChips({ locale, categories }: { locale: Locale; categories: CategoryNode[] }) {
  if (categories.length === 0) return null
  const t = await getT(locale, 'catalogue')
  return (
    <nav aria-label={t('category.subcategories')} className={styles.chips}>
      <ul>
        {categories.map((c) => (
          <li key={c.key}>
            <a href={localePath(locale, routes.category(c.key))}>
              <CategoryIcon categoryKey={c.key} size={16} className={styles.icon} />
              {c.name} <span className={styles.count}>{c.productCount}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
