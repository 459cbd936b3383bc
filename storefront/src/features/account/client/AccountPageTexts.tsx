'use client'

import type React from 'react'
import { useTranslation } from '@/i18n/client'
import type { Texts } from '@/i18n/translate'

/**
 * Adds the parts of the `account` texts that only the sign-in pages and the user centre read (the
 * forms, Google sign-in, the centre's tabs; i18n/clientBundles.ts) before the children render, so
 * every other page's hydration data goes without them.
 */
export function AccountPageTexts({ locale, texts, children }: { locale: string; texts: Texts; children: React.ReactNode }) {
  const { i18n } = useTranslation()
  i18n.addResourceBundle(locale, 'account', texts, true)
  return <>{children}</>
}
