import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { localePath } from '@/lib/site'
import { findEntries } from './entries'
import { EntryGrid } from './EntryGrid'
import { ProductCard } from './ProductCard'
import { findProductPage } from './productPage'
import { toolsTabInfo, type ToolsTab } from './toolsTabs'
import listStyles from './List.module.css'
import styles from './ToolsPanel.module.css'

const NEWEST = 12

/** One tab of /tools: the newest items of its kind and a link to the full list. */
export async function ToolsPanel({ locale, tab }: { locale: Locale; tab: ToolsTab }) {
  const t = await getT(locale, 'catalogue')
  const info = toolsTabInfo[tab]
  const content = info.entryKind
    ? await findEntries(info.entryKind, locale, { limit: NEWEST }).then((r) => ({ total: r.total, grid: <EntryGrid locale={locale} entries={r.items} testId="tools-list" /> }))
    : await findProductPage(locale, {}, 'latest', 1).then((r) => ({
        total: r.total,
        grid: (
          <ul className={listStyles.grid} data-testid="tools-list">
            {r.items.slice(0, NEWEST).map((p) => (
              <li key={p.id}>
                <ProductCard product={p} locale={locale} />
              </li>
            ))}
          </ul>
        ),
      }))
  return (
    <section id="tools-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className={styles.panel}>
      <div className={styles.head}>
        <h2>{t(`tools.newest.${tab}`)}</h2>
        <a href={localePath(locale, info.fullList())} className={styles.all}>
          {t(`tools.all.${tab}`, { count: content.total })}
        </a>
      </div>
      {content.total === 0 ? <p className={listStyles.empty}>{t('empty')}</p> : content.grid}
    </section>
  )
}
