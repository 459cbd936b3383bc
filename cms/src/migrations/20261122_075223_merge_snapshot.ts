import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing. Several lines of work each added a migration from the same starting schema; the
 * tables are created by those migrations. This one only carries the schema snapshot of them all
 * (the .json beside it), so the next `pnpm migrate:create` compares against the whole schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
