'use client'

import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Suggestion } from './suggestQuery'

/** Typing pauses this long before the server is asked, so a fast typist sends one request. */
export const SUGGEST_DEBOUNCE_MS = 250

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

async function fetchSuggestions(q: string, langType: string, signal: AbortSignal): Promise<Suggestion[]> {
  const response = await fetch(`/api/search/suggest?${new URLSearchParams({ q, langType })}`, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`suggest ${response.status}`)
  const body = (await response.json()) as { code: number; data?: { items?: Suggestion[] } }
  return body.data?.items ?? []
}

/** Suggestions for the text typed so far; `settled` is false while the typed text has not been answered yet. */
export function useSuggestions(text: string, langType: string) {
  const q = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS)
  const query = useQuery({
    queryKey: ['search-suggest', langType, q],
    queryFn: ({ signal }) => fetchSuggestions(q, langType, signal),
    enabled: q.length > 0,
    staleTime: 60_000,
  })
  return { items: q ? (query.data ?? []) : [], settled: q === text.trim() && !query.isFetching, failed: query.isError }
}
