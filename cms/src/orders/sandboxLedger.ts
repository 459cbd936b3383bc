import type { Payload } from 'payload'
import { poolOf } from '../db/pool'
import type { SandboxAttempt, SandboxLedger } from '../payments'

/**
 * The sandbox provider's memory in the database: the storefront takes the payer's choice and the
 * worker reconciles in another process, so both must see the same outcomes.
 */
export function databaseSandboxLedger(payload: Payload): SandboxLedger {
  const pool = poolOf(payload)
  return {
    async get(attemptRef) {
      const { rows } = await pool.query<{ status: SandboxAttempt['status']; order_ref: string; amount: number; currency: string; at: string }>({
        name: 'sandbox-ledger-get',
        text: 'SELECT status, order_ref, amount, currency, at FROM payment_sandbox_ledger WHERE attempt_ref = $1',
        values: [attemptRef],
      })
      const row = rows[0]
      return row ? { status: row.status, orderRef: row.order_ref, amount: row.amount, currency: row.currency, at: Number(row.at) } : undefined
    },
    async set(attemptRef, attempt) {
      await pool.query({
        name: 'sandbox-ledger-set',
        text: `INSERT INTO payment_sandbox_ledger (attempt_ref, status, order_ref, amount, currency, at) VALUES ($1, $2, $3, $4, $5, $6)
               ON CONFLICT (attempt_ref) DO UPDATE SET status = EXCLUDED.status, order_ref = EXCLUDED.order_ref, amount = EXCLUDED.amount, currency = EXCLUDED.currency, at = EXCLUDED.at`,
        values: [attemptRef, attempt.status, attempt.orderRef, attempt.amount, attempt.currency, attempt.at],
      })
    },
  }
}
