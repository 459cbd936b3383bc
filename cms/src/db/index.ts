/** The database: the adapter's pool for plain SQL, and the embedded server for development and tests. */
export * from './pool'
export { poolSql } from './poolSql'
export * from './embedded'
