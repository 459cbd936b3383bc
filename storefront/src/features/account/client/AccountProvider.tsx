'use client'

import type React from 'react'
import { createContext, useContext, useEffect, useState } from 'react'
import { clientOnly } from '@/lib/clientOnly'
import type { AccountConfig } from './accountConfig'
import { configureApi } from '@/features/session/settings'
import { useUser } from './useUser'
import { userStore } from '@/features/session/userStore'

// Loaded after the page is interactive, and only where they can show (the login dialog in the China
// edition, the points notice for a signed-in user): not part of any page's first load.
const LoginDialog = clientOnly(() => import('./LoginDialog').then((m) => m.LoginDialog))
const PointsNoticeModal = clientOnly(() => import('./PointsNoticeModal').then((m) => m.PointsNoticeModal))

const ConfigContext = createContext<AccountConfig | null>(null)

export function useAccountConfig(): AccountConfig {
  const config = useContext(ConfigContext)
  if (!config) throw new Error('useAccountConfig outside AccountProvider')
  return config
}

/**
 * Mounted once per page: reads the persisted sign-in from the cookies, exchanges a pending code
 * (the ticket the proxy moved out of the URL) or loads the signed-in user, and hosts the login
 * dialog (China edition) and the points notice.
 */
export function AccountProvider({ config, children }: { config: AccountConfig; children: React.ReactNode }) {
  const [ready, setReady] = useState(false)
  const signedIn = useUser((s) => Boolean(s.token))
  // During render, not in the effect: children's effects run first and may already call the API.
  if (typeof window !== 'undefined') configureApi({ langType: config.langType, edition: config.edition })
  useEffect(() => {
    userStore.hydrate({ domain: config.cookieDomain, maxAgeSeconds: config.cookieMaxAgeSeconds })
    const { code, token } = userStore.getState()
    // A visitor who is not signed in needs none of the session code: it loads only with a code or token.
    if (!code && !token) return setReady(true)
    void (async () => {
      const { exchangeCode, loadUser } = await import('./session')
      // After a successful exchange the page reloads: nothing more to do here (the notices are
      // fetched once, by the reloaded page).
      if (await exchangeCode()) return
      await loadUser()
      setReady(true)
    })()
  }, [config])
  return (
    <ConfigContext.Provider value={config}>
      {children}
      {config.edition === 'cn' && <LoginDialog />}
      {ready && signedIn && <PointsNoticeModal />}
    </ConfigContext.Provider>
  )
}
