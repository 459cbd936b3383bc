'use client'

import { clientOnly } from '@/lib/clientOnly'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import styles from './Account.module.css'
import { useAccountConfig } from './AccountProvider'
import { useUser } from './useUser'
import { userStore } from '@/features/session/userStore'

// Only a signed-in visitor sees it, after the session has loaded: not part of the first load.
const SignedInMenu = clientOnly(
  () => import('./SignedInMenu').then((m) => m.SignedInMenu),
  <span className={styles.userPending} aria-hidden="true" />,
)

/**
 * The header's account corner: a sign-in button for visitors (international edition: our
 * /auth/login page with the current address as `from`; China edition: the login dialog), and for
 * a signed-in user their avatar and name with a menu (user centre, favourites, logout).
 */
export function UserMenu() {
  const config = useAccountConfig()
  const { t } = useTranslation('account')
  const user = useUser((s) => s.userInfo)
  const token = useUser((s) => s.token)
  const [loginHref, setLoginHref] = useState('/auth/login')

  useEffect(() => setLoginHref(`${config.localePrefix}/auth/login?from=${encodeURIComponent(location.href)}`), [config.localePrefix])
  if (!user) {
    if (token) return <span className={styles.userPending} aria-hidden="true" />
    return config.edition === 'cn' ? (
      <button type="button" className={styles.signIn} onClick={() => userStore.setLoginShow(true)} data-testid="sign-in">
        {t('signIn')}
      </button>
    ) : (
      <a className={styles.signIn} href={loginHref} data-testid="sign-in">
        {t('signIn')}
      </a>
    )
  }
  return <SignedInMenu user={user} />
}
