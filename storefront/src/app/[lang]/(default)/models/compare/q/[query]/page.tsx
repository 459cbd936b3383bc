// The comparison with its models in the path (proxy.ts moved `?m=` there), cached like the plain page.
export { default, generateMetadata } from '../../page'

export { generateStaticParams } from '@/lib/cachedPage'
