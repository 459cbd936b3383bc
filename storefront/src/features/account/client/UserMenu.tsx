'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import styles from './Account.module.css'
import { useAccountConfig } from './AccountProvider'
import { useUser } from './useUser'
import { userStore } from './userStore'

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
  const [open, setOpen] = useState(false)
  const [loginHref, setLoginHref] = useState('/auth/login')
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => setLoginHref(`${config.localePrefix}/auth/login?from=${encodeURIComponent(location.href)}`), [config.localePrefix])
  useEffect(() => {
    if (!open) return
    const onDown = (e: MouseEvent) => !box.current?.contains(e.target as Node) && setOpen(false)
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    document.addEventListener('mousedown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

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
  const path = (p: string) => `${config.localePrefix}${p}`
  return (
    <div className={styles.userMenu} ref={box}>
      <button type="button" className={styles.userButton} aria-expanded={open} aria-haspopup="menu" onClick={() => setOpen(!open)} data-testid="user-menu">
        <span className={styles.avatar} aria-hidden="true">
          {user.nickName.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.userName}>{user.nickName}</span>
      </button>
      {open && (
        <ul className={styles.menu} role="menu">
          <li role="none">
            <Link role="menuitem" href={path('/user')} onClick={() => setOpen(false)}>
              {t('menu.userCentre')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" href={path('/favorites')} onClick={() => setOpen(false)}>
              {t('menu.favorites')}
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              data-testid="logout"
              onClick={async () => {
                setOpen(false)
                const { logout } = await import('./session')
                await logout()
                location.reload()
              }}
            >
              {t('menu.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}
