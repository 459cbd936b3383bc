import { createElement } from 'react'
import { categoryIcon } from './categoryIcons'

/**
 * A category's icon as inline SVG, rendered on the server (no client JavaScript). Decorative: the
 * category's name is always written beside it. It takes the text colour (`currentColor`).
 */
export function CategoryIcon({ categoryKey, size = 20, className }: { categoryKey: string; size?: number; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={categoryKey}
    >
      {categoryIcon(categoryKey).map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  )
}
