import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The MCP rankings' own tables (cms/src/mcpRankings): the signals recorded per server and day, and
 * the published snapshots of the boards. Plain tables, not collections: only the task service
 * writes them and only the ranking pages read them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS mcp_signal_days (
      server_id integer NOT NULL REFERENCES mcp_servers(id) ON DELETE CASCADE,
      day date NOT NULL,
      downloads bigint NOT NULL DEFAULT 0,
      stars integer NOT NULL DEFAULT 0,
      views bigint NOT NULL DEFAULT 0,
      copies integer NOT NULL DEFAULT 0,
      PRIMARY KEY (server_id, day)
    );
    CREATE INDEX IF NOT EXISTS mcp_signal_days_day_idx ON mcp_signal_days (day);
    CREATE TABLE IF NOT EXISTS mcp_ranking_snapshots (
      id serial PRIMARY KEY,
      computed_at timestamptz NOT NULL,
      servers integer NOT NULL,
      boards jsonb NOT NULL
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS mcp_ranking_snapshots; DROP TABLE IF EXISTS mcp_signal_days;`)
}
