/** Reads of the published catalogue the site needs beyond the Local API: sitemaps, llms.txt figures, page views. */
export * from './sitemap'
export * from './facts'
export * from './pageViews'
