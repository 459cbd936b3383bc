'use client'

import '@/features/security/zodJitless'
import type React from 'react'
import { useTranslation } from '@/i18n/client'

/** Gives the client components below it the `deployment` namespace (passed by the server page). */
export function DeploymentI18n({ locale, texts, children }: { locale: string; texts: Record<string, unknown>; children: React.ReactNode }) {
  const { i18n } = useTranslation()
  if (!i18n.hasResourceBundle(locale, 'deployment')) i18n.addResourceBundle(locale, 'deployment', texts, true, true)
  return <>{children}</>
}

export const useDeploymentT = () => useTranslation('deployment').t
