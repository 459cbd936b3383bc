import { NotFoundClient } from '@/components/routing/NotFoundClient'

/**
 * What notFound() shows outside the default layout. Unknown paths do not come here: the catch-all
 * answers them with the server-rendered (default)/404 page and status 404, because Next 16 does not
 * server-render this boundary for unmatched URLs (vercel/next.js#62228).
 */
export default function NotFound() {
  return (
    <main id="main" className="page">
      <NotFoundClient />
    </main>
  )
}
