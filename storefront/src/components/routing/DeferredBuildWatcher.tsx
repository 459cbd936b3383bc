'use client'

import { clientOnly } from '@/lib/clientOnly'

/**
 * The build watcher matters from the next navigation on (a newer build, a chunk that fails to
 * load), so it loads after the page is interactive, outside the first-load budget.
 */
export const DeferredBuildWatcher = clientOnly(() => import('./BuildWatcher').then((m) => m.BuildWatcher))
