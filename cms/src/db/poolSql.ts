import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Queryable } from './pool'
import type { TransactionSql } from './transaction'

const dialect = new PgDialect()

/**
 * The pool behind the same `execute(sql\`…\`)` face as an open transaction, so a module of plain
 * SQL statements runs inside a transaction or on its own without being written twice.
 */
export function poolSql(pool: Queryable): TransactionSql {
  return {
    async execute(query, options) {
      const { sql: text, params } = dialect.sqlToQuery(query)
      return pool.query({ name: options?.name, text, values: params })
    },
  }
}
