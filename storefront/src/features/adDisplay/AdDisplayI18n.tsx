'use client'

import type React from 'react'
import { useTranslation } from '@/i18n/client'

/** Gives client views the `adDisplay` namespace (as OrdersI18n does for `orders`): this language's texts join the provider's instance before the children render. */
export function AdDisplayI18n({ locale, texts, children }: { locale: string; texts: Record<string, unknown>; children: React.ReactNode }) {
  const { i18n } = useTranslation()
  if (!i18n.hasResourceBundle(locale, 'adDisplay')) i18n.addResourceBundle(locale, 'adDisplay', texts, true, true)
  return <>{children}</>
}
