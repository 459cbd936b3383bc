import { TabKeys } from './TabKeys'
import styles from './TabLinks.module.css'

export type TabLink = { id: string; label: string; href: string; selected: boolean }

/**
 * Server-rendered tabs: each tab is a link to the page with that tab chosen, so switching works
 * without JavaScript; the tab roles tell assistive technology what they are, and TabKeys adds the
 * arrow-key movement the tab pattern promises.
 */
export function TabLinks({ label, tabs, panelId }: { label: string; tabs: TabLink[]; panelId: string }) {
  return (
    <TabKeys className={styles.tabs} label={label}>
      {tabs.map((tab) => (
        <a
          key={tab.id}
          id={`tab-${tab.id}`}
          role="tab"
          href={tab.href}
          aria-selected={tab.selected}
          aria-controls={tab.selected ? panelId : undefined}
          data-tab={tab.id}
          className={styles.tab}
        >
          {tab.label}
        </a>
      ))}
    </TabKeys>
  )
}
