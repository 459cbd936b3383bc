import type { Queryable } from '../db/pool'
import type { EntryRow } from './serverEntry'

/** Serialises page writes of concurrent runs (a manual run beside the hourly one). */
const LOCK_KEY = 'mcp-registry-sync'

export type PageWrite = { written: number; matched: number; mirroredServers: { id: number; key: string }[] }

/**
 * Writes one page of registry entries, all inside the caller's transaction (the same one that
 * moves the cursor). Three statements whatever the page size:
 * 1. upsert by name, only where the served content changed and is not older than what we hold
 *    (a re-run writes nothing);
 * 2. match entries without a catalogue record to one: same registry name, else a shared package
 *    (registry type and identifier), else the same repository and subfolder — one entry per record;
 * 3. mirror each changed or newly matched entry's status onto its MCP server, in the record and in
 *    its latest version (what the admin's edit view reads), never touching our own fields.
 */
export async function writePage(db: Queryable, rows: EntryRow[], syncedAt: Date): Promise<PageWrite> {
  if (rows.length === 0) return { written: 0, matched: 0, mirroredServers: [] }
  await db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [LOCK_KEY])
  const payload = JSON.stringify(rows.map((r) => ({ ...r, packages: r.packages, remotes: r.remotes, server: r.server })))
  const upserted = await db.query<{ id: number }>(
    `INSERT INTO mcp_registry_entries AS e
       (name, version, status, is_latest, title, description, repository_url, repository_subfolder, website_url,
        upstream_published_at, upstream_updated_at, synced_at, packages, remotes, server, content_hash, updated_at, created_at)
     SELECT x.name, x.version, x.status::enum_mcp_registry_entries_status, x."isLatest", x.title, x.description, x."repositoryUrl",
            x."repositorySubfolder", x."websiteUrl", x."publishedAt", x."updatedAt", $2, x.packages, x.remotes, x.server, x."contentHash", $2, $2
       FROM jsonb_to_recordset($1::jsonb) AS x(name text, version text, status text, "isLatest" boolean, title text, description text,
            "repositoryUrl" text, "repositorySubfolder" text, "websiteUrl" text, "publishedAt" timestamptz, "updatedAt" timestamptz,
            packages jsonb, remotes jsonb, server jsonb, "contentHash" text)
     ON CONFLICT (name) DO UPDATE SET
       version = EXCLUDED.version, status = EXCLUDED.status, is_latest = EXCLUDED.is_latest, title = EXCLUDED.title,
       description = EXCLUDED.description, repository_url = EXCLUDED.repository_url, repository_subfolder = EXCLUDED.repository_subfolder,
       website_url = EXCLUDED.website_url, upstream_published_at = EXCLUDED.upstream_published_at,
       upstream_updated_at = EXCLUDED.upstream_updated_at, synced_at = EXCLUDED.synced_at, packages = EXCLUDED.packages,
       remotes = EXCLUDED.remotes, server = EXCLUDED.server, content_hash = EXCLUDED.content_hash, updated_at = EXCLUDED.updated_at
     WHERE e.content_hash IS DISTINCT FROM EXCLUDED.content_hash
       AND (e.upstream_updated_at IS NULL OR EXCLUDED.upstream_updated_at IS NULL OR EXCLUDED.upstream_updated_at >= e.upstream_updated_at)
     RETURNING e.id`,
    [payload, syncedAt],
  )
  const names = rows.map((r) => r.name)
  const matched = await linkEntries(db, names)
  const touched = [...upserted.rows.map((r) => r.id), ...matched]
  const mirrored = await mirrorStatus(db, names, touched, syncedAt)
  return { written: upserted.rows.length, matched: matched.length, mirroredServers: mirrored }
}

/**
 * Matches entries without a catalogue record (those named, or all: `null`) to one: the same
 * registry name, else a shared package (registry type + identifier), else the same repository
 * (case, `.git` and trailing slashes aside) and subfolder. Three equality joins, so PostgreSQL
 * hashes them whatever the sizes; one entry per record, the best rank first. Returns the entries linked.
 */
export async function linkEntries(db: Queryable, names: string[] | null): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `WITH page AS (
       SELECT id, name, packages, lower(regexp_replace(repository_url, '(\\.git)?/*$', '')) AS repo, coalesce(trim(both '/' from repository_subfolder), '') AS sub
         FROM mcp_registry_entries WHERE mcp_server_id IS NULL AND ($1::text[] IS NULL OR name = ANY($1::text[]))
     ), free AS (
       SELECT m.id, m.name, lower(regexp_replace(m.repository_url, '(\\.git)?/*$', '')) AS repo, coalesce(trim(both '/' from m.repository_subfolder), '') AS sub
         FROM mcp_servers m WHERE NOT EXISTS (SELECT 1 FROM mcp_registry_entries o WHERE o.mcp_server_id = m.id)
     ), candidates AS (
       SELECT p.id AS entry_id, f.id AS server_id, 1 AS rank FROM page p JOIN free f ON f.name = p.name
       UNION ALL
       SELECT p.id, f.id, 2 FROM page p CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(p.packages) = 'array' THEN p.packages ELSE '[]'::jsonb END) ep
         JOIN mcp_servers_packages mp ON mp.identifier = ep->>'identifier' AND mp.registry_type::text = ep->>'registryType'
         JOIN free f ON f.id = mp._parent_id
       UNION ALL
       SELECT p.id, f.id, 3 FROM page p JOIN free f ON f.repo = p.repo AND f.sub = p.sub WHERE p.repo IS NOT NULL
     ), best_per_entry AS (
       SELECT DISTINCT ON (entry_id) entry_id, server_id, rank FROM candidates ORDER BY entry_id, rank, server_id
     ), best AS (
       SELECT DISTINCT ON (server_id) entry_id, server_id FROM best_per_entry ORDER BY server_id, rank, entry_id
     )
     UPDATE mcp_registry_entries e SET mcp_server_id = best.server_id FROM best WHERE e.id = best.entry_id RETURNING e.id`,
    [names],
  )
  return rows.map((r) => r.id)
}

/**
 * Mirrors the status of changed or newly matched entries (those named, or all: `null`) onto their
 * MCP servers, in the record and its latest version (what the admin's edit view reads).
 */
export async function mirrorStatus(db: Queryable, names: string[] | null, touched: number[], syncedAt: Date): Promise<{ id: number; key: string }[]> {
  const mirrored = await db.query<{ id: number; key: string }>(
    `WITH changed AS (
       UPDATE mcp_servers m SET registry_status = e.status::text::enum_mcp_servers_registry_status, registry_entry_id = e.id, registry_synced_at = $2
         FROM mcp_registry_entries e
        WHERE e.mcp_server_id = m.id AND ($1::text[] IS NULL OR e.name = ANY($1::text[]))
          AND (e.id = ANY($3::int[]) OR m.registry_entry_id IS DISTINCT FROM e.id OR m.registry_status::text IS DISTINCT FROM e.status::text)
       RETURNING m.id, m.key, m.registry_status, m.registry_entry_id
     ), versions AS (
       UPDATE _mcp_servers_v v SET version_registry_status = c.registry_status::text::enum__mcp_servers_v_version_registry_status,
              version_registry_entry_id = c.registry_entry_id, version_registry_synced_at = $2
         FROM changed c WHERE v.parent_id = c.id AND v.latest
     )
     SELECT id, key FROM changed`,
    [names, syncedAt, touched],
  )
  return mirrored.rows
}
