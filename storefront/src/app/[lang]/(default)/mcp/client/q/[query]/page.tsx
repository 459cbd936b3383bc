// The guide with a generator choice (server, client) that proxy.ts moved into the path, so each
// pair is cached like the plain page (features/routing/listingQuery.ts).
export { default, generateMetadata } from '../../page'

export { generateStaticParams } from '@/lib/cachedPage'
