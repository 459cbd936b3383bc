'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createInstance } from 'i18next'
import type React from 'react'
import { useState } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'

/**
 * Client-side context: react-query for client data, and i18next with the page language's
 * `common` and `account` texts (the namespaces client components use; server components use getT).
 */
export function Providers({
  locale,
  common,
  account,
  children,
}: {
  locale: string
  common: Record<string, unknown>
  account: Record<string, unknown>
  children: React.ReactNode
}) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 0, staleTime: 30_000 } } }))
  const [i18n] = useState(() => {
    const instance = createInstance()
    void instance.use(initReactI18next).init({
      lng: locale,
      resources: { [locale]: { common, account } },
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initImmediate: false,
      showSupportNotice: false,
    })
    return instance
  })
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  )
}
