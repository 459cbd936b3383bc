/** The search index: documents built from catalogue records, the PostgreSQL index, word segmentation. */
export * from './SearchIndex'
export * from './documents'
export * from './pgSearchIndex'
export * from './segment'
export * from './tsvector'
export * from './facets'
export * from './understand'
export * from './vocabulary'
