'use client'

import { useGeoT } from './GeoI18n'
import styles from './geo.module.css'

/** SPEC §6: GEO forms, detection and export need a signed-in user. */
export function LoginHint({ href }: { href: string }) {
  const t = useGeoT()
  return (
    <p className={styles.notice} role="status" data-testid="geo-login-first">
      {t('messages.loginFirst')} <a href={href}>{t('login')}</a>
    </p>
  )
}
