'use client'

import type React from 'react'
import { routes } from '@/lib/routes'
import styles from './CategoryDirectory.module.css'

/**
 * A category group as CategoryDirectory hands it over, names and counts already in words: [key,
 * name, count, its categories as [key, name, count]]. By place, not by name: the home page's
 * directory has some 80 categories, and the field names were a third of each row.
 */
export type CategoryGroupRow = [key: string, name: string, count: string, children: [key: string, name: string, count: string][]]

/**
 * The markup of the category directory, drawn from short rows. A client component for the page's
 * weight only: as server components the ~80 links of the home page's directory travelled twice
 * (markup, and their element tree in the hydration data, about 14 KB); as rows the second copy is a
 * fifth of that. The icons stay server-rendered (`icons`), so no icon data ships as code.
 */
export function CategoryGroups({ rows, icons, prefix, headingLevel }: { rows: CategoryGroupRow[]; icons: Record<string, React.ReactNode>; prefix: string; headingLevel: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2'
  return (
    <ul className={styles.groups} data-testid="category-groups">
      {rows.map(([key, name, count, children]) => (
        <li key={key} className={styles.group}>
          <Heading className={styles.groupName}>
            <a href={prefix + routes.category(key)}>
              {icons[key]}
              {name}
            </a>
            <span className={styles.count}>{count}</span>
          </Heading>
          <ul className={styles.children}>
            {children.map(([childKey, childName, childCount]) => (
              <li key={childKey}>
                <a href={prefix + routes.category(childKey)} data-category={childKey}>
                  {childName}
                  <span className={styles.count}>{childCount}</span>
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
