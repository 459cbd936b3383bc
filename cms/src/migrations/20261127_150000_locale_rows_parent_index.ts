import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * An index on `_parent_id` for every table of translated values (`<table>_locales`, of a
 * collection, an array, a block or a version). Payload keys those rows by `(_locale, _parent_id)`
 * only, which cannot find the rows of one parent: replacing a record's arrays deletes their rows,
 * and the cascade to each deleted row's translations, like the adapter's own
 * `DELETE … WHERE _parent_id = $1`, read the whole translations table. Every save of a record with
 * arrays cost time proportional to the size of the catalogue, so loading a catalogue twice the size
 * took four times as long. Payload's schema does not know these indexes; each is named after its
 * table with a hash, so no index Payload generates can take the name.
 * `tests/integration/localeRowsIndexed.test.ts` fails for a translations table without one.
 */
const each = (action: 'create' | 'drop') => sql.raw(`
  DO $$
  DECLARE t record;
  BEGIN
    FOR t IN
      SELECT c.relname AS name, left(c.relname, 40) || '_' || substr(md5(c.relname), 1, 8) || '_pid_idx' AS idx
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r'
         AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = '_parent_id' AND NOT a.attisdropped)
         AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = '_locale' AND NOT a.attisdropped)
    LOOP
      ${action === 'create' ? `EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I (_parent_id)', t.idx, t.name);` : `EXECUTE format('DROP INDEX IF EXISTS %I', t.idx);`}
    END LOOP;
  END $$;
`)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(each('create'))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(each('drop'))
}
