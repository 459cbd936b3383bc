import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing. The image capture, editorial review, fact reports and search synonyms each added
 * a migration from the same starting schema; the tables and columns are created by those. This one
 * only carries the schema snapshot of them all (the .json beside it), so the next
 * `pnpm migrate:create` compares against the whole schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
