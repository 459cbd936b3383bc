/** Reads of the published catalogue the site needs beyond the Local API: sitemaps, llms.txt figures, page views, product cards and a product page's related content. */
export * from './sitemap'
export * from './facts'
export * from './pageViews'
/** A product document as Payload generates its type (`generate:types`); importing it loads the generated types for the Local API too. */
export type { Product } from '../payload-types'
export { offeredPackages, type OfferedPackage } from './servicePackages'
export { adOccupancy, type AdOccupancy } from './adOccupancy'
export { productCardsByIds, relatedProducts, relatedNews, mediaByIds, type ProductCardRow, type RelatedProducts, type RelatedNewsRow, type CardMedia } from './productCards'
export { categoryAndTags, type Label } from './categoryAndTags'
export { productListingPage, listingOrders, type ListingOrder } from './productListing'
export { modelPriceChanges, type ModelChangeRow } from './modelPriceChanges'
export { mcpServerDetail, type McpServerDetailRow } from './mcpServerDetail'
export { modelDetail, type ModelDetailDoc } from './modelDetail'
