'use client'

import { Suspense } from 'react'
import { BackToTop } from './BackToTop'
import { LoadingBar } from './LoadingBar'
import { ToastContainer } from './ToastContainer'

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
