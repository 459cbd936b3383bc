'use client'

import { routes } from '@/lib/routes'
import styles from './CategoryDirectory.module.css'

/**
 * A category group as CategoryDirectory hands it over, names and counts already in words: [key,
 * name, count, its categories as [key, name, count], the icon's symbol when not the key's own]. By
 * place, not by name: the home page's directory has some 80 categories, and the field names were a
 * third of each row.
 */
export type CategoryGroupRow = [key: string, name: string, count: string, children: [key: string, name: string, count: string][], symbol?: string]

/**
 * The markup of the category directory, drawn from short rows. A client component for the page's
 * weight only: as server components the ~80 links of the home page's directory travelled twice
 * (markup, and their element tree in the hydration data, about 14 KB); as rows the second copy is a
 * fifth of that. A group's icon is a reference into the category icons' sprite (`sprite`, its
 * versioned URL; features/icons/categorySprite.ts): the shapes load once with the sprite instead of
 * travelling in every page twice, and no icon data ships as code. Parts are styled by their place.
 */
export function CategoryGroups({ rows, sprite, prefix, headingLevel }: { rows: CategoryGroupRow[]; sprite: string; prefix: string; headingLevel: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2'
  return (
    <ul className={styles.groups} data-testid="category-groups">
      {rows.map(([key, name, count, children, symbol]) => (
        <li key={key}>
          <Heading>
            <a href={prefix + routes.category(key)}>
              <svg aria-hidden="true" className={styles.icon}>
                <use href={`${sprite}#${symbol ?? key}`} />
              </svg>
              {name}
            </a>
            <span>{count}</span>
          </Heading>
          <ul>
            {children.map(([childKey, childName, childCount]) => (
              <li key={childKey}>
                <a href={prefix + routes.category(childKey)}>
                  {childName}
                  <span>{childCount}</span>
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
