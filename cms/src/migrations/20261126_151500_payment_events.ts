import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Plain tables of the orders domain, written on every webhook and read by no person:
 * - payment_webhook_events: each verified provider event once (unique on provider + event id, so a
 *   redelivery is a no-op), what it said, and when fulfilment applied it and with what outcome;
 * - payment_sandbox_ledger: the sandbox provider's memory of each attempt (paid, failed, closed,
 *   refunded), shared by the storefront that takes the payer's choice and the worker that reconciles.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS payment_webhook_events (
      id serial PRIMARY KEY,
      provider text NOT NULL,
      event_id text NOT NULL,
      kind text NOT NULL,
      order_ref text,
      attempt_ref text,
      event jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      applied_at timestamptz,
      outcome text,
      UNIQUE (provider, event_id)
    );
    CREATE INDEX IF NOT EXISTS payment_webhook_events_order_ref_idx ON payment_webhook_events (order_ref);
    CREATE TABLE IF NOT EXISTS payment_sandbox_ledger (
      attempt_ref text PRIMARY KEY,
      status text NOT NULL,
      order_ref text NOT NULL,
      amount integer NOT NULL,
      currency text NOT NULL,
      at bigint NOT NULL
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS payment_webhook_events; DROP TABLE IF EXISTS payment_sandbox_ledger;`)
}
