'use client'

import { useEffect, useState } from 'react'
import { userStore } from '@/features/session/userStore'
import { useAccountConfig } from './AccountProvider'

/**
 * Why this page needs an account, and the way to sign in as the edition does it: the login dialog
 * in China, the sign-in page (returning here) abroad.
 */
export function SignInPrompt(props: { text: string; label: string; className?: string; buttonClassName?: string; testId?: string; linkTestId?: string }) {
  const { text, label, className, buttonClassName, testId, linkTestId } = props
  const config = useAccountConfig()
  const [here, setHere] = useState('/')
  useEffect(() => setHere(location.href), [])
  return (
    <div className={className} data-testid={testId}>
      <p>{text}</p>
      {config.edition === 'cn' ? (
        <button type="button" className={buttonClassName} onClick={() => userStore.setLoginShow(true)} data-testid={linkTestId}>
          {label}
        </button>
      ) : (
        <a className={buttonClassName} href={`${config.localePrefix}/auth/login?from=${encodeURIComponent(here)}`} data-testid={linkTestId}>
          {label}
        </a>
      )}
    </div>
  )
}
