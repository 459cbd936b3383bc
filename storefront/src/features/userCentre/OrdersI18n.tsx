'use client'

import type React from 'react'
import { useTranslation } from '@/i18n/client'

/**
 * Gives the user centre's order, app and invoice views the `orders` namespace (as TrackerI18n does
 * for `tracker`): the server page passes this language's texts, which join the provider's i18next
 * instance before the children render.
 */
export function OrdersI18n({ locale, texts, children }: { locale: string; texts: Record<string, unknown>; children: React.ReactNode }) {
  const { i18n } = useTranslation()
  if (!i18n.hasResourceBundle(locale, 'orders')) i18n.addResourceBundle(locale, 'orders', texts, true, true)
  return <>{children}</>
}
