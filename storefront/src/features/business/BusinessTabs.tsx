import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { localePath } from '@/lib/site'
import styles from './business.module.css'
import { businessPath, businessTabs, type BusinessTab } from './tabs'

/**
 * The tabs as a navigation of links, the current one marked `aria-current="page"`. Each tab is its
 * own address (rendered on the server, cached, shareable), so this is site navigation, not an ARIA
 * tab list: role="tablist" promises arrow-key focus moving between tabs of one page and panels
 * switched in place, which links that load a page do not do.
 */
export async function BusinessTabs({ locale, current }: { locale: Locale; current: BusinessTab }) {
  const t = await getT(locale, 'business')
  return (
    <nav aria-label={t('tabsLabel')} className={styles.tabsNav}>
      <ul className={styles.tabs} data-testid="business-tabs">
        {businessTabs.map((tab) => (
          <li key={tab}>
            <a href={localePath(locale, businessPath(tab))} aria-current={tab === current ? 'page' : undefined} data-tab={tab}>
              {t(`tabs.${tab}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
