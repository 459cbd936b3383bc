import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A user's own records (favourites, points ledger, sign-in tickets, notification phone, GEO checks,
 * trackers, leads…) point at the user through a required column, but Payload generates those
 * foreign keys as ON DELETE SET NULL, so deleting a user failed. They now go with the user.
 * Optional links (the owner of a product, model or MCP server) keep SET NULL: the listing stays.
 */
const retarget = (action: 'CASCADE' | 'SET NULL', from: 'n' | 'c') => sql.raw(`
  DO $$
  DECLARE r record;
  BEGIN
    FOR r IN
      SELECT c.conname, c.conrelid::regclass AS tbl, a.attname
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass AND array_length(c.conkey, 1) = 1
         AND a.attnotnull AND c.confdeltype = '${from}'
    LOOP
      EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.tbl, r.conname);
      EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I FOREIGN KEY (%I) REFERENCES users(id) ON DELETE ${action}', r.tbl, r.conname, r.attname);
    END LOOP;
  END $$;
`)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(retarget('CASCADE', 'n'))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(retarget('SET NULL', 'c'))
}
