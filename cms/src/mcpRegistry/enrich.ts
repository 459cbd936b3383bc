import { inTransaction, type Pool } from '../db/pool'
import { type GithubClient, githubRepoOf, type NpmDownloadsClient, type PypiStatsClient } from './packageFacts'
import { UpstreamError } from './upstreamError'

export type EnrichClients = { npm: NpmDownloadsClient; pypi: PypiStatsClient; github: GithubClient }
export type EnrichResult = { servers: number; downloadsUpdated: number; starsUpdated: number; requests: number; failures: string[] }

type ServerRow = { id: number; repository_url: string | null; packages: { type: string; id: string }[] }
type Fact = { downloads?: number; stars?: number; pushedAt?: string | null }

/**
 * Reads the package facts of every catalogue MCP server — monthly downloads of its npm and PyPI
 * packages (summed), stars and last push of its GitHub repository — and stores each with the time
 * it was read. Each package and repository is asked once per run however many servers share it (a
 * monorepo); a fact that could not be read leaves the stored figure as it was (a sum with a
 * missing package would be wrong, so downloads change only when every package answered). One
 * transaction writes the run's figures, in the records and their latest versions.
 */
export async function enrichServers(pool: Pool, clients: EnrichClients, options: { concurrency?: number; now?: () => Date; signal?: AbortSignal; /** Only these servers (an editor's refresh; tests). */ ids?: number[] } = {}): Promise<EnrichResult> {
  const { rows: servers } = await pool.query<ServerRow>(
    `SELECT m.id, m.repository_url,
            coalesce(json_agg(json_build_object('type', p.registry_type, 'id', p.identifier)) FILTER (WHERE p.identifier IS NOT NULL), '[]') AS packages
       FROM mcp_servers m LEFT JOIN mcp_servers_packages p ON p._parent_id = m.id
      WHERE $1::int[] IS NULL OR m.id = ANY($1::int[])
      GROUP BY m.id ORDER BY m.id`,
    [options.ids ?? null],
  )
  const failures: string[] = []
  const asked = new Map<string, Promise<number | { stars: number; pushedAt: string | null } | null | undefined>>()
  const tasks: (() => Promise<void>)[] = []
  // Each distinct fact once; `undefined` marks a failure (the stored figure stays).
  const ask = <T>(key: string, call: () => Promise<T>) => {
    if (!asked.has(key)) {
      let settle!: (v: any) => void
      asked.set(key, new Promise((resolve) => (settle = resolve)))
      tasks.push(() =>
        call().then(settle, (err: unknown) => {
          failures.push(`${key}: ${err instanceof UpstreamError ? err.message : (err as Error).message}`)
          settle(undefined)
        }),
      )
    }
    return asked.get(key) as Promise<T | undefined>
  }
  const facts = servers.map(async (s): Promise<[number, Fact]> => {
    const downloads = s.packages
      .filter((p) => p.type === 'npm' || p.type === 'pypi')
      .map((p) => ask(`${p.type}:${p.id}`, () => (p.type === 'npm' ? clients.npm.lastMonth(p.id, options.signal) : clients.pypi.lastMonth(p.id, options.signal))))
    const gh = githubRepoOf(s.repository_url)
    const repo = gh ? ask(`github:${gh.owner}/${gh.repo}`.toLowerCase(), () => clients.github.repository(gh.owner, gh.repo, options.signal)) : undefined
    const fact: Fact = {}
    const counts = (await Promise.all(downloads)) as (number | null | undefined)[]
    // An unknown package (null) adds nothing; a failed one (undefined) leaves the stored sum.
    if (counts.length > 0 && counts.every((c) => c !== undefined)) fact.downloads = counts.reduce<number>((sum, c) => sum + (c ?? 0), 0)
    const r = (await repo) as { stars: number; pushedAt: string | null } | null | undefined
    if (r) Object.assign(fact, { stars: r.stars, pushedAt: r.pushedAt })
    return [s.id, fact]
  })
  const workers = Array.from({ length: options.concurrency ?? 4 }, async () => {
    // Tasks are queued while `facts` maps; by the first await every server has queued its asks.
    await Promise.resolve()
    for (let task = tasks.shift(); task; task = tasks.shift()) await task()
  })
  await Promise.all(workers)
  const results = await Promise.all(facts)
  if (asked.size > 0 && failures.length === asked.size) throw new Error(`every request failed, e.g. ${failures[0]}`)

  const now = (options.now ?? (() => new Date()))()
  const changes = results.filter(([, f]) => f.downloads !== undefined || f.stars !== undefined).map(([id, f]) => ({ id, downloads: f.downloads ?? null, stars: f.stars ?? null, pushedAt: f.pushedAt ?? null, hasRepo: f.stars !== undefined }))
  if (changes.length > 0) {
    await inTransaction(pool, async (tx) => {
      const values = [JSON.stringify(changes), now]
      await tx.query(
        `UPDATE mcp_servers m SET
           downloads = coalesce(x.downloads, m.downloads), downloads_fetched_at = CASE WHEN x.downloads IS NULL THEN m.downloads_fetched_at ELSE $2 END,
           stars = coalesce(x.stars, m.stars), last_push_at = CASE WHEN x."hasRepo" THEN x."pushedAt" ELSE m.last_push_at END,
           stars_fetched_at = CASE WHEN x."hasRepo" THEN $2 ELSE m.stars_fetched_at END
         FROM jsonb_to_recordset($1::jsonb) AS x(id int, downloads int, stars int, "pushedAt" timestamptz, "hasRepo" boolean)
         WHERE m.id = x.id`,
        values,
      )
      await tx.query(
        `UPDATE _mcp_servers_v v SET
           version_downloads = coalesce(x.downloads, v.version_downloads), version_downloads_fetched_at = CASE WHEN x.downloads IS NULL THEN v.version_downloads_fetched_at ELSE $2 END,
           version_stars = coalesce(x.stars, v.version_stars), version_last_push_at = CASE WHEN x."hasRepo" THEN x."pushedAt" ELSE v.version_last_push_at END,
           version_stars_fetched_at = CASE WHEN x."hasRepo" THEN $2 ELSE v.version_stars_fetched_at END
         FROM jsonb_to_recordset($1::jsonb) AS x(id int, downloads int, stars int, "pushedAt" timestamptz, "hasRepo" boolean)
         WHERE v.parent_id = x.id AND v.latest`,
        values,
      )
    })
  }
  return {
    servers: servers.length,
    downloadsUpdated: changes.filter((c) => c.downloads !== null).length,
    starsUpdated: changes.filter((c) => c.hasRepo).length,
    requests: asked.size,
    failures: failures.slice(0, 50),
  }
}
