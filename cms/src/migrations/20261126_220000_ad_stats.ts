import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * ad_stats_hourly: impressions and clicks of each ad campaign per UTC hour, a plain table of the
 * adStats domain. Counters live here, never on the campaign row, so counting never locks what the
 * scheduler and editors change; each row is one campaign-hour, written by grouped upserts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS ad_stats_hourly (
      campaign_id integer NOT NULL REFERENCES ad_campaigns (id) ON DELETE CASCADE,
      hour timestamptz NOT NULL,
      impressions bigint NOT NULL DEFAULT 0,
      clicks bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (campaign_id, hour)
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS ad_stats_hourly;`)
}
