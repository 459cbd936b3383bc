'use client'

import '@/features/security/zodJitless'
import type React from 'react'
import { useTranslation } from '@/i18n/client'

/**
 * Gives the client components below it the `geo` namespace: the page (a server component) passes
 * this language's texts, and they join the provider's i18next instance before the children
 * render, so `useTranslation('geo')` works on the server render and in the browser alike.
 */
export function GeoI18n({ locale, texts, children }: { locale: string; texts: Record<string, unknown>; children: React.ReactNode }) {
  const { i18n } = useTranslation()
  if (!i18n.hasResourceBundle(locale, 'geo')) i18n.addResourceBundle(locale, 'geo', texts, true, true)
  return <>{children}</>
}

export const useGeoT = () => useTranslation('geo').t
