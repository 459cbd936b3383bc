'use client'

import '@/features/security/zodJitless'
import type React from 'react'
import { useTranslation } from '@/i18n/client'

/**
 * Gives the client components below it the `tracker` namespace (as GeoI18n does for `geo`): the
 * server page passes this language's texts and they join the provider's i18next instance before
 * the children render, on the server and in the browser alike.
 */
export function TrackerI18n({ locale, texts, children }: { locale: string; texts: Record<string, unknown>; children: React.ReactNode }) {
  const { i18n } = useTranslation()
  if (!i18n.hasResourceBundle(locale, 'tracker')) i18n.addResourceBundle(locale, 'tracker', texts, true, true)
  return <>{children}</>
}

export const useTrackerT = () => useTranslation('tracker').t
