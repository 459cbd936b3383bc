/** Cache tags: what a content change can have touched, for the storefront's caches and the edge. */
export * from './tags'
export * from './httpCachePurge'
