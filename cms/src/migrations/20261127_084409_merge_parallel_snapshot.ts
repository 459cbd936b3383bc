import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No change to the database: the schema snapshot beside this file is the union of migrations made
 * in parallel (scenario plans, model compare and sync, MCP server probes, deployments), each of
 * which creates its own tables, so the next generated migration compares against all of them.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
