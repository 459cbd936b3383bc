'use client'

import type React from 'react'
import { useTranslation } from '@/i18n/client'

/** Gives the client components below it the `payment` namespace (passed by the server page). */
export function PaymentI18n({ locale, texts, children }: { locale: string; texts: Record<string, unknown>; children: React.ReactNode }) {
  const { i18n } = useTranslation()
  if (!i18n.hasResourceBundle(locale, 'payment')) i18n.addResourceBundle(locale, 'payment', texts, true, true)
  return <>{children}</>
}

export const usePaymentT = () => useTranslation('payment').t
