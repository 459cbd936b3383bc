import { sql, type TransactionSql } from '../db/transaction'

/**
 * The next invoice number of the year, `INV-2026-000042`, counted in the issuing transaction on
 * one row per year (table `invoice_numbers`): the row lock serialises concurrent issues and a
 * rolled-back issue gives its number back, so numbers run without gaps, as tax offices expect
 * (a PostgreSQL sequence would skip numbers on rollback).
 */
export async function nextInvoiceNumber(tx: TransactionSql, at: Date): Promise<string> {
  const year = at.getUTCFullYear()
  const { rows } = await tx.execute<{ last: number }>(
    sql`INSERT INTO invoice_numbers (year, last) VALUES (${year}, 1) ON CONFLICT (year) DO UPDATE SET last = invoice_numbers.last + 1 RETURNING last`,
  )
  return `INV-${year}-${String(rows[0]!.last).padStart(6, '0')}`
}
