'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from '@/i18n/client'
import { useUser } from '@/features/account/client/useUser'
import { userStore } from '@/features/session/userStore'
import { useAccountConfig } from '@/features/account/client/AccountProvider'
import { FavoritesList } from '@/features/favorites/FavoritesList'
import { MyAds } from '@/features/adDisplay/MyAds'
import { MyDeployments } from '@/features/deployment/MyDeployments'
import { InvoiceManagement } from './InvoiceManagement'
import { MyItems } from './MyItems'
import { MyMcpSubmissions } from './MyMcpSubmissions'
import { OrderHistory } from './OrderHistory'
import { PointsHistory } from './PointsHistory'
import { ProfileForm } from './ProfileForm'
import { SubmittedApps } from './SubmittedApps'
import styles from './UserCentre.module.css'

/**
 * The user centre (SPEC §2 "User center"): profile, My Points with history, favourites, and what
 * the user owns — My AI Apps (submitted products with their review state, listed records, and deployed apps),
 * My Servers (MCP), My Models — Order History and Invoice Management (texts: the `orders` namespace).
 */
const sections = ['profile', 'points', 'favorites', 'apps', 'orders', 'ads', 'invoices', 'servers', 'models'] as const
/** Sections whose titles live in the `orders` namespace. */
const commerce = new Set<Section>(['orders', 'invoices'])
type Section = (typeof sections)[number]

export function UserCentre({ initial }: { initial: string | undefined }) {
  const { t } = useTranslation('account')
  const { t: tOrders } = useTranslation('orders')
  const { t: tAds } = useTranslation('adDisplay')
  const title = (s: Section) => (s === 'ads' ? tAds('mine.title') : commerce.has(s) ? tOrders(`sections.${s}`) : t(`centre.sections.${s}`))
  const config = useAccountConfig()
  const user = useUser((s) => s.userInfo)
  const token = useUser((s) => s.token)
  const [section, setSection] = useState<Section>((sections as readonly string[]).includes(initial ?? '') ? (initial as Section) : 'profile')
  // The page's own address is known only in the browser; '/' until then keeps hydration exact.
  const [here, setHere] = useState('/')
  useEffect(() => setHere(location.href), [])

  if (!token) {
    return (
      <div className={styles.signedOut}>
        <p>{t('centre.signInToSee')}</p>
        {config.edition === 'cn' ? (
          <button type="button" className={styles.primary} onClick={() => userStore.setLoginShow(true)}>
            {t('signIn')}
          </button>
        ) : (
          <a className={styles.primary} href={`${config.localePrefix}/auth/login?from=${encodeURIComponent(here)}`}>
            {t('signIn')}
          </a>
        )}
      </div>
    )
  }
  const select = (s: Section) => {
    setSection(s)
    history.replaceState(null, '', `?tab=${s}`)
  }
  return (
    <div className={styles.centre}>
      <nav className={styles.side} aria-label={t('centre.title')}>
        <ul>
          {sections.map((s) => (
            <li key={s}>
              <button type="button" aria-current={section === s ? 'page' : undefined} onClick={() => select(s)} data-testid={`centre-${s}`}>
                {title(s)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.content}>
        <h2>{title(section)}</h2>
        {section === 'profile' && user && <ProfileForm user={user} />}
        {section === 'points' && <PointsHistory />}
        {section === 'favorites' && <FavoritesList />}
        {section === 'apps' && (
          <>
            <SubmittedApps />
            <section className={styles.block}>
              <h3>{tOrders('apps.listed')}</h3>
              <MyItems type="product" />
            </section>
            <section className={styles.block}>
              <MyDeployments />
            </section>
          </>
        )}
        {section === 'orders' && <OrderHistory />}
        {section === 'ads' && <MyAds />}
        {section === 'invoices' && <InvoiceManagement />}
        {section === 'servers' && (
          <>
            <MyMcpSubmissions />
            <section className={styles.block}>
              <h3>{t('centre.listedServers')}</h3>
              <MyItems type="mcp" />
            </section>
          </>
        )}
        {section === 'models' && <MyItems type="model" />}
      </section>
    </div>
  )
}
