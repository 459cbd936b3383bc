'use client'

import { useMemo } from 'react'
import { useTranslation } from '@/i18n/client'
import { fromMenuEntries, type MenuEntry } from './menuEntries'
import { MenuLink, type MenuTexts } from './MenuLink'
import { isGroupedDropdown, type NavItem } from './menuTree'
import { NavDropdown } from './NavDropdown'
import { NavMore } from './NavMore'
import styles from './SiteNav.module.css'

/**
 * The navigation bar of SPEC §2: top entries, dropdowns, category groups for menuType 1 children; on
 * one row, what does not fit under More. A client component given the menu once, as short entries
 * (menuEntries.ts): the server renders its markup from them like any other, and the page's
 * hydration data holds the entries instead of the whole element tree of the bar and its dropdowns.
 * The dropdowns' entries stay in the HTML (about 7 KB): a crawler that runs no script follows them.
 */
export function SiteNav({ menu }: { menu: MenuEntry[] }) {
  const { t } = useTranslation()
  const items = useMemo(() => fromMenuEntries(menu), [menu])
  const texts: MenuTexts = useMemo(() => ({ newTab: t('nav.newTab'), unavailable: t('nav.unavailable') }), [t])
  return (
    <nav aria-label={t('nav.label')} className={styles.nav} data-testid="site-nav">
      <ul className={styles.top}>
        {items.map((item) =>
          item.children.length === 0 ? (
            <li key={item.key} className={styles.item}>
              <MenuLink item={item} texts={texts} className={styles.topLink} />
            </li>
          ) : (
            <NavDropdown
              key={item.key}
              panelId={`nav-panel-${item.key}`}
              toggleLabel={t('nav.submenu', { name: item.name })}
              grouped={isGroupedDropdown(item)}
              trigger={<MenuLink item={item} texts={texts} className={styles.topLink} />}
            >
              {isGroupedDropdown(item) ? <GroupedPanel item={item} texts={texts} /> : <LinkList items={item.children} texts={texts} />}
            </NavDropdown>
          ),
        )}
      </ul>
      <NavMore items={items} texts={texts} label={t('nav.more')} />
    </nav>
  )
}

function LinkList({ items, texts }: { items: NavItem[]; texts: MenuTexts }) {
  return (
    <ul className={styles.list}>
      {items.map((child) => (
        <li key={child.key}>
          <MenuLink item={child} texts={texts} className={styles.panelLink} detailed />
        </li>
      ))}
    </ul>
  )
}

/** Each menuType 1 child heads a group of its own links; other children stay single links. */
function GroupedPanel({ item, texts }: { item: NavItem; texts: MenuTexts }) {
  const singles = item.children.filter((child) => child.menuType !== '1')
  return (
    <div className={styles.groups}>
      {item.children
        .filter((child) => child.menuType === '1')
        .map((group) => (
          <section key={group.key} className={styles.group} data-menu-group={group.key} aria-labelledby={`nav-group-${group.key}`}>
            <p className={styles.groupTitle} id={`nav-group-${group.key}`}>
              <MenuLink item={group} texts={texts} className={styles.groupLink} detailed />
            </p>
            <LinkList items={group.children} texts={texts} />
          </section>
        ))}
      {singles.length ? <LinkList items={singles} texts={texts} /> : null}
    </div>
  )
}
