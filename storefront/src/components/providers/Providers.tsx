'use client'

import type React from 'react'
import { I18nProvider } from '@/i18n/client'
import type { Texts } from '@/i18n/translate'

/**
 * Client-side context of every page: the page language's texts for client components (`common`,
 * `account` and `errors`; server components use getT). react-query is provided only where it is
 * used (QueryProvider).
 */
export function Providers({ locale, bundles, children }: { locale: string; bundles: Record<string, Texts>; children: React.ReactNode }) {
  return (
    <I18nProvider locale={locale} bundles={bundles}>
      {children}
    </I18nProvider>
  )
}
