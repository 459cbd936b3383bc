'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type React from 'react'
import { useState } from 'react'

/**
 * react-query for the pages whose client data needs it (GEO tools, user centre, favourites):
 * placed in their layout or page rather than the root layout, so the library is not part of the
 * first load of home, listing and detail pages (issue 3: under 150 KB of JavaScript).
 * tests/unit/queryProvider.test.ts fails for a page that renders react-query without it.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 0, staleTime: 30_000 } } }))
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
