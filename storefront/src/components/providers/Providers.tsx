'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type React from 'react'
import { useMemo, useState } from 'react'
import { I18nProvider } from '@/i18n/client'
import type { Texts } from '@/i18n/translate'

/**
 * Client-side context: react-query for client data, and the page language's `common` and
 * `account` texts (the namespaces client components use; server components use getT).
 */
export function Providers({ locale, common, account, children }: { locale: string; common: Texts; account: Texts; children: React.ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 0, staleTime: 30_000 } } }))
  const bundles = useMemo(() => ({ common, account }), [common, account])
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale} bundles={bundles}>
        {children}
      </I18nProvider>
    </QueryClientProvider>
  )
}
