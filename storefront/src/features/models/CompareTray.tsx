'use client'

import { clearCompare, useCompareSelection } from './compareSelection'
import { MIN_COMPARE } from './compareQuery'
import styles from './compareTray.module.css'

/**
 * The bar that appears once a model is picked: opens the comparison of the picked models
 * (`comparePath?m=a,b`) or clears the pick. `comparePath` is the language's compare page.
 */
export function CompareTray({ comparePath, texts }: { comparePath: string; texts: { open: string; hint: string; clear: string } }) {
  const keys = useCompareSelection()
  if (keys.length === 0) return null
  return (
    <div className={styles.tray} role="region" aria-label={texts.open.replace('{{count}}', String(keys.length))} data-testid="compare-tray">
      {keys.length >= MIN_COMPARE ? (
        <a className={styles.open} href={`${comparePath}?m=${keys.join(',')}`} data-testid="compare-open">
          {texts.open.replace('{{count}}', String(keys.length))}
        </a>
      ) : (
        <span>{texts.hint}</span>
      )}
      <button type="button" onClick={clearCompare}>
        {texts.clear}
      </button>
    </div>
  )
}
