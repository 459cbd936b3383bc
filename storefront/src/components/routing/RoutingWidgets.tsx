import { Suspense } from 'react'
import { runningBuildId } from '@/features/routing/buildId'
import { siteVariant } from '@/lib/site'
import { DeferredBuildWatcher } from './DeferredBuildWatcher'
import { RouteGuard } from './RouteGuard'
import { ScrollManager } from './ScrollManager'

/**
 * The invisible routing helpers of every page, mounted once in app/[lang]/layout.tsx: the route-rule
 * guard, the scroll manager and the build watcher. A server component, so the edition and the
 * running build id come from the server's configuration.
 */
export function RoutingWidgets() {
  return (
    <>
      <RouteGuard variant={siteVariant()} />
      {/* useSearchParams needs a boundary, or static pages would render on the client only. */}
      <Suspense fallback={null}>
        <ScrollManager />
      </Suspense>
      <DeferredBuildWatcher buildId={runningBuildId()} />
    </>
  )
}
