import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change to the database: the MCP registry sync and the MCP client guide migrations were written
 * side by side, each from the schema without the other. This one carries the snapshot of the schema
 * with both, so the next generated migration compares against the real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
