'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import styles from './Account.module.css'
import { useAccountConfig } from './AccountProvider'
import type { UserInfo } from '@/features/session/userStore'

/** The signed-in user's avatar, name and menu (user centre, favourites, logout). */
export function SignedInMenu({ user }: { user: UserInfo }) {
  const config = useAccountConfig()
  const { t } = useTranslation('account')
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)

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
