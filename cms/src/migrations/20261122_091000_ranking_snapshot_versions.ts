import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A period's snapshots can have versions: an editor's replace publishes a new version and marks
 * the one readers may still be on as superseded instead of deleting it (see
 * cms/src/rankings/compute.ts). Only the current version of a (granularity, period, board, scope)
 * is unique; superseded ones stay readable by id for a while.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE ranking_snapshots ADD COLUMN IF NOT EXISTS superseded_at timestamptz;
    ALTER TABLE ranking_snapshots DROP CONSTRAINT IF EXISTS ranking_snapshots_granularity_period_board_scope_key;
    CREATE UNIQUE INDEX IF NOT EXISTS ranking_snapshots_current_key ON ranking_snapshots (granularity, period, board, scope) WHERE superseded_at IS NULL;
    DROP INDEX IF EXISTS ranking_snapshots_latest_idx;
    CREATE INDEX IF NOT EXISTS ranking_snapshots_latest_idx ON ranking_snapshots (granularity, board, scope, period_start DESC) WHERE superseded_at IS NULL;
    CREATE INDEX IF NOT EXISTS ranking_snapshots_superseded_idx ON ranking_snapshots (superseded_at) WHERE superseded_at IS NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DELETE FROM ranking_snapshots WHERE superseded_at IS NOT NULL;
    DROP INDEX IF EXISTS ranking_snapshots_superseded_idx;
    DROP INDEX IF EXISTS ranking_snapshots_latest_idx;
    DROP INDEX IF EXISTS ranking_snapshots_current_key;
    ALTER TABLE ranking_snapshots DROP COLUMN IF EXISTS superseded_at;
    ALTER TABLE ranking_snapshots ADD CONSTRAINT ranking_snapshots_granularity_period_board_scope_key UNIQUE (granularity, period, board, scope);
    CREATE INDEX IF NOT EXISTS ranking_snapshots_latest_idx ON ranking_snapshots (granularity, board, scope, period_start DESC);
  `)
}
