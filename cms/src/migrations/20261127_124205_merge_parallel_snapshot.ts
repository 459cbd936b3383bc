import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change to the database: the schema snapshot beside this file adds the arena's reference
 * ratings (made in parallel with the MCP submissions) to the union, so the next generated migration
 * compares against the whole schema. Each migration before it creates its own tables and columns.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
