/** Reads of the published catalogue the site needs beyond the Local API: sitemaps, llms.txt figures, page views. */
export * from './sitemap'
export * from './facts'
export * from './pageViews'
/** A product document as Payload generates its type (`generate:types`); importing it loads the generated types for the Local API too. */
export type { Product } from '../payload-types'
export { offeredPackages, type OfferedPackage } from './servicePackages'
export { adOccupancy, type AdOccupancy } from './adOccupancy'
