'use client'

import { type QueryKey, useQuery } from '@tanstack/react-query'
import { apiData } from '@/features/session/client'

/** How often a view asks for news while its task is queued or running. */
export const POLL_MS = 1500

/**
 * Follows a background task through its poll endpoint: asks every POLL_MS while `settled` says
 * the answer is not final, stops once it is, and stops on an error rather than hammering;
 * `retry()` asks again (a success resumes the polling).
 */
export function useTaskPoll<T>({ queryKey, path, settled }: { queryKey: QueryKey; path: string; settled: (data: T) => boolean }) {
  const query = useQuery({
    queryKey,
    queryFn: () => apiData<T>(path),
    refetchInterval: (q) => (q.state.error || (q.state.data !== undefined && settled(q.state.data)) ? false : POLL_MS),
    staleTime: 0,
  })
  return { data: query.data, error: query.error, isPending: query.isPending, retrying: query.isFetching && Boolean(query.error), retry: () => void query.refetch() }
}
