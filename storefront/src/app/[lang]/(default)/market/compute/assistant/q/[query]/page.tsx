// The assistant with its workload in the path (proxy.ts moved the query there), cached like the plain page.
export { default, generateMetadata } from '../../page'

export { generateStaticParams } from '@/lib/cachedPage'
