// The deployable apps with a search (`?q=`) that proxy.ts moved into the path, so each search is
// cached like the plain list (features/routing/listingQuery.ts).
export { default, generateMetadata } from '../../page'

export { generateStaticParams } from '@/lib/cachedPage'
