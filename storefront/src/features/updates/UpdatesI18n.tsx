'use client'

import '@/features/security/zodJitless'
import type React from 'react'
import { useTranslation } from '@/i18n/client'

/** Gives the client components below it the `updates` namespace (passed by the server page). */
export function UpdatesI18n({ locale, texts, children }: { locale: string; texts: Record<string, unknown>; children: React.ReactNode }) {
  const { i18n } = useTranslation()
  if (!i18n.hasResourceBundle(locale, 'updates')) i18n.addResourceBundle(locale, 'updates', texts, true, true)
  return <>{children}</>
}

export const useUpdatesT = () => useTranslation('updates').t
