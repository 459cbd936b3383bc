'use client'

import { useTrackerT } from './TrackerI18n'
import styles from './tracker.module.css'

/** The tracker's steps need a signed-in user (as the GEO forms, SPEC §6): a link to sign in and come back. */
export function LoginHint({ href }: { href: string }) {
  const t = useTrackerT()
  return (
    <p className={styles.notice} role="status" data-testid="tracker-login-first">
      {t('messages.loginFirst')} <a href={href}>{t('login')}</a>
    </p>
  )
}
