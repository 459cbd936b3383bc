'use client'

import { toggleCompare, useCompareSelection } from './compareSelection'
import styles from './compareTray.module.css'

/** Adds a model to, or removes it from, the visitor's comparison (list rows and the detail page). */
export function CompareToggle({ modelKey, name, texts }: { modelKey: string; name: string; texts: { add: string; remove: string } }) {
  const selected = useCompareSelection().includes(modelKey)
  return (
    <button type="button" className={styles.toggle} aria-pressed={selected} onClick={() => toggleCompare(modelKey)} data-testid="compare-toggle" data-model={modelKey} title={name}>
      {selected ? texts.remove : texts.add}
    </button>
  )
}
