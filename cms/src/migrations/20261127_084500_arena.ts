import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The blind arena (cms/src/arena/): battles, their two answers and one vote per battle, all
 * insert-only — a trigger refuses UPDATE and DELETE, so what a leaderboard was fitted on cannot
 * change under it. Leaderboard versions are inserted like ranking snapshots: a new version marks
 * the previous one of its language superseded.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS arena_battles (
      id uuid PRIMARY KEY,
      user_id integer NOT NULL,
      address text NOT NULL,
      prompt text NOT NULL,
      language text NOT NULL,
      model_a text NOT NULL,
      model_b text NOT NULL,
      sandbox boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (model_a <> model_b)
    );
    CREATE INDEX IF NOT EXISTS arena_battles_user_idx ON arena_battles (user_id, created_at DESC);
    CREATE TABLE IF NOT EXISTS arena_answers (
      battle_id uuid NOT NULL REFERENCES arena_battles (id),
      side text NOT NULL CHECK (side IN ('a', 'b')),
      text text NOT NULL,
      failed boolean NOT NULL,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (battle_id, side)
    );
    CREATE TABLE IF NOT EXISTS arena_votes (
      battle_id uuid PRIMARY KEY REFERENCES arena_battles (id),
      user_id integer NOT NULL,
      address text NOT NULL,
      outcome text NOT NULL CHECK (outcome IN ('a', 'b', 'tie', 'bad')),
      valid boolean NOT NULL,
      void_reason text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS arena_votes_user_day_idx ON arena_votes (user_id, created_at);
    CREATE INDEX IF NOT EXISTS arena_votes_address_day_idx ON arena_votes (address, created_at);
    CREATE OR REPLACE FUNCTION arena_insert_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      RAISE EXCEPTION 'arena records are immutable (%)', TG_TABLE_NAME;
    END
    $fn$;
    DROP TRIGGER IF EXISTS arena_battles_immutable ON arena_battles;
    CREATE TRIGGER arena_battles_immutable BEFORE UPDATE OR DELETE ON arena_battles FOR EACH ROW EXECUTE FUNCTION arena_insert_only();
    DROP TRIGGER IF EXISTS arena_answers_immutable ON arena_answers;
    CREATE TRIGGER arena_answers_immutable BEFORE UPDATE OR DELETE ON arena_answers FOR EACH ROW EXECUTE FUNCTION arena_insert_only();
    DROP TRIGGER IF EXISTS arena_votes_immutable ON arena_votes;
    CREATE TRIGGER arena_votes_immutable BEFORE UPDATE OR DELETE ON arena_votes FOR EACH ROW EXECUTE FUNCTION arena_insert_only();
    CREATE TABLE IF NOT EXISTS arena_leaderboards (
      id serial PRIMARY KEY,
      language text NOT NULL,
      method text NOT NULL,
      votes integer NOT NULL,
      last_vote_at timestamptz,
      rows jsonb NOT NULL,
      computed_at timestamptz NOT NULL DEFAULT now(),
      superseded_at timestamptz
    );
    CREATE UNIQUE INDEX IF NOT EXISTS arena_leaderboards_current_key ON arena_leaderboards (language) WHERE superseded_at IS NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS arena_leaderboards;
    DROP TABLE IF EXISTS arena_votes;
    DROP TABLE IF EXISTS arena_answers;
    DROP TABLE IF EXISTS arena_battles;
    DROP FUNCTION IF EXISTS arena_insert_only();
  `)
}
