import { createElement } from 'react'
import { categoryIcon } from './categoryIcons'
import styles from './CategoryIcon.module.css'

/**
 * A category's icon as inline SVG, rendered on the server (no client JavaScript). Decorative: the
 * category's name is always written beside it. It takes the text colour (`currentColor`); the
 * stroke settings every Lucide icon shares are in the style sheet, so each icon's markup (twice in
 * the page: HTML and hydration data) is its shapes alone.
 */
export function CategoryIcon({ categoryKey, size = 20, className }: { categoryKey: string; size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className={className ? `${styles.icon} ${className}` : styles.icon} data-icon={categoryKey}>
      {categoryIcon(categoryKey).map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  )
}
