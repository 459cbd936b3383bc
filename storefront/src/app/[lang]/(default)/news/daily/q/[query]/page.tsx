// The same listing with a query (page, sort, filters) that proxy.ts moved into the path, so this
// variant is cached like the plain one (features/routing/listingQuery.ts).
export { default, generateMetadata } from '../../page'

export { generateStaticParams } from '@/lib/cachedPage'
