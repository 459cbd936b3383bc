'use client'

import { useEffect, useState } from 'react'
import type { Suggestion } from './suggestQuery'

/** Typing pauses this long before the server is asked, so a fast typist sends one request. */
export const SUGGEST_DEBOUNCE_MS = 250
/** An answer is reused for this long (typing back to an earlier text asks nothing). */
const FRESH_MS = 60_000

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

const answers = new Map<string, { items: Suggestion[]; at: number }>()

async function fetchSuggestions(q: string, langType: string, signal: AbortSignal): Promise<Suggestion[]> {
  const response = await fetch(`/api/search/suggest?${new URLSearchParams({ q, langType })}`, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`suggest ${response.status}`)
  const body = (await response.json()) as { code: number; data?: { items?: Suggestion[] } }
  return body.data?.items ?? []
}

type State = { key: string; items: Suggestion[]; failed: boolean }

/**
 * Suggestions for the text typed so far; `settled` is false while the typed text has not been
 * answered yet. A plain fetch with an answer cache rather than react-query: the header is on every
 * page, and the query library would add to every page's first load (issue 3's JavaScript budget).
 * A newer text aborts the request of the older one.
 */
export function useSuggestions(text: string, langType: string) {
  const q = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS)
  const key = `${langType}\n${q}`
  const [state, setState] = useState<State>({ key: '', items: [], failed: false })

  useEffect(() => {
    if (!q) return
    const cached = answers.get(key)
    if (cached && Date.now() - cached.at < FRESH_MS) {
      setState({ key, items: cached.items, failed: false })
      return
    }
    const controller = new AbortController()
    fetchSuggestions(q, langType, controller.signal).then(
      (items) => {
        answers.set(key, { items, at: Date.now() })
        setState({ key, items, failed: false })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error('search suggestions failed', error)
        setState({ key, items: [], failed: true })
      },
    )
    return () => controller.abort()
  }, [key, q, langType])

  const answered = state.key === key
  return { items: q && answered ? state.items : [], settled: q === text.trim() && (!q || answered), failed: answered && state.failed }
}
