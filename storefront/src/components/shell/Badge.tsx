import { BADGE_MAX, badgeText } from '@/lib/format'
import styles from './Badge.module.css'

/**
 * A count on an icon or tab (SPEC §9: above 99 it reads "99+"). No client code: usable from server
 * and client components alike. Hidden at zero unless showZero.
 */
export function Badge({ count, max = BADGE_MAX, showZero = false, label }: { count: number; max?: number; showZero?: boolean; label?: string }) {
  if (count <= 0 && !showZero) return null
  return (
    <span className={styles.badge} data-testid="badge" aria-label={label ? `${label}: ${badgeText(count, max)}` : undefined}>
      {badgeText(count, max)}
    </span>
  )
}
