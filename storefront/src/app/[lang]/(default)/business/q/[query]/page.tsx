// The same page with a tab that proxy.ts moved from the query into the path, so each tab is cached
// like the plain page (features/routing/listingQuery.ts).
export { default, generateMetadata } from '../../page'

export { generateStaticParams } from '@/lib/cachedPage'
