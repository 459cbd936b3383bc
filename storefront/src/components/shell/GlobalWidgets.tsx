'use client'

import { clientOnly } from '@/lib/clientOnly'
import { Suspense } from 'react'
import { LoadingBar } from './LoadingBar'

// Nothing of these shows before the visitor scrolls or something is said (toasts raised earlier
// wait in toast.ts): they load after the page is interactive, outside the first-load budget.
const BackToTop = clientOnly(() => import('./BackToTop').then((m) => m.BackToTop))
const ToastContainer = clientOnly(() => import('./ToastContainer').then((m) => m.ToastContainer))

/** The widgets every page has, mounted once in the root layout. */
export function GlobalWidgets() {
  return (
    <>
      {/* useSearchParams needs a Suspense boundary on statically rendered pages. */}
      <Suspense fallback={null}>
        <LoadingBar />
      </Suspense>
      <BackToTop />
      <ToastContainer />
    </>
  )
}
