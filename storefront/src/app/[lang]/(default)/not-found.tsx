import { NotFoundClient } from '@/components/routing/NotFoundClient'

/** What a page's notFound() shows inside the default layout (header and footer stay). */
export default function NotFound() {
  return <NotFoundClient />
}
