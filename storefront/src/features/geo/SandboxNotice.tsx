'use client'

import { useGeoT } from './GeoI18n'
import styles from './geo.module.css'

/** Answers from the offline engine are not the real platforms' answers: say so plainly. */
export function SandboxNotice() {
  const t = useGeoT()
  return (
    <p className={styles.notice} data-testid="sandbox-notice">
      <span className={styles.sandbox}>{t('sandbox.badge')}</span> {t('sandbox.explain')}
    </p>
  )
}
