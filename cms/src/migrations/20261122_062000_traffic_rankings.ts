import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Traffic series, app-store series and ranking snapshots as plain tables rather than Payload
 * collections: a period's computation reads 100,000 products × 24 months and writes thousands of
 * rows per board, which set-based SQL (window functions, INSERT … SELECT) does in seconds and a
 * document API cannot. Snapshots are written once per (granularity, period, board, scope) and
 * never updated, so a published ranking does not change under a reader.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS traffic_points (
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      granularity text NOT NULL CHECK (granularity IN ('month', 'week')),
      period_start date NOT NULL,
      domain text NOT NULL,
      visits bigint NOT NULL CHECK (visits >= 0),
      unique_visitors bigint CHECK (unique_visitors >= 0),
      pages_per_visit real CHECK (pages_per_visit >= 0),
      avg_visit_duration real CHECK (avg_visit_duration >= 0),
      bounce_rate real CHECK (bounce_rate BETWEEN 0 AND 1),
      share_direct real, share_search real, share_email real, share_referral real, share_social real, share_display real,
      countries jsonb NOT NULL DEFAULT '{}'::jsonb,
      source text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (product_id, granularity, period_start)
    );
    CREATE INDEX IF NOT EXISTS traffic_points_period_idx ON traffic_points (granularity, period_start) INCLUDE (product_id, visits);

    CREATE TABLE IF NOT EXISTS app_store_points (
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      store text NOT NULL CHECK (store IN ('ios', 'android')),
      granularity text NOT NULL CHECK (granularity IN ('month', 'week')),
      period_start date NOT NULL,
      app_id text NOT NULL,
      downloads bigint NOT NULL CHECK (downloads >= 0),
      active_users bigint CHECK (active_users >= 0),
      rating real CHECK (rating BETWEEN 0 AND 5),
      ratings_count integer CHECK (ratings_count >= 0),
      source text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (product_id, store, granularity, period_start)
    );
    CREATE INDEX IF NOT EXISTS app_store_points_period_idx ON app_store_points (store, granularity, period_start);

    CREATE TABLE IF NOT EXISTS ranking_snapshots (
      id serial PRIMARY KEY,
      granularity text NOT NULL CHECK (granularity IN ('week', 'month', 'quarter')),
      period text NOT NULL,
      period_start date NOT NULL,
      period_end date NOT NULL,
      board text NOT NULL CHECK (board IN ('traffic', 'region', 'category', 'trend', 'new', 'ios', 'android')),
      scope text NOT NULL DEFAULT 'global',
      metric text NOT NULL DEFAULT 'visits',
      source text NOT NULL,
      row_count integer NOT NULL DEFAULT 0,
      computed_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (granularity, period, board, scope)
    );
    CREATE INDEX IF NOT EXISTS ranking_snapshots_latest_idx ON ranking_snapshots (granularity, board, scope, period_start DESC);

    -- No foreign key to products: a snapshot is a record of what was published, kept as it was.
    CREATE TABLE IF NOT EXISTS ranking_rows (
      snapshot_id integer NOT NULL REFERENCES ranking_snapshots(id) ON DELETE CASCADE,
      rank integer NOT NULL,
      product_id integer NOT NULL,
      category_id integer,
      visits bigint NOT NULL,
      previous_visits bigint,
      growth bigint,
      growth_rate double precision,
      avg_visit_duration real,
      bounce_rate real,
      create_days integer,
      previous_rank integer,
      PRIMARY KEY (snapshot_id, product_id)
    );
    CREATE INDEX IF NOT EXISTS ranking_rows_rank_idx ON ranking_rows (snapshot_id, rank);
    CREATE INDEX IF NOT EXISTS ranking_rows_product_idx ON ranking_rows (product_id);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS ranking_rows, ranking_snapshots, app_store_points, traffic_points;`)
}
