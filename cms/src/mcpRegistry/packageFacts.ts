import { z } from 'zod'
import { createJsonGet, type JsonGetOptions } from './jsonGet'
import { UpstreamError } from './upstreamError'

type ClientOptions = Omit<JsonGetOptions, 'service'> & { baseUrl: string }

const url = (base: string, path: string) => new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`)

function parsed<T>(service: string, schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body)
  if (!result.success) throw new UpstreamError(service, `unexpected answer: ${result.error.issues[0]?.message}`, 200, false)
  return result.data
}

const npmPoint = z.object({ downloads: z.number().int().min(0), package: z.string() }).loose()

/** npm's downloads API: `GET /downloads/point/last-month/<package>` (scoped names keep their `@scope/`). */
export function createNpmDownloadsClient(options: ClientOptions) {
  const get = createJsonGet({ ...options, service: 'npm-downloads' })
  return {
    /** Downloads over the last 30 days; null for a package npm does not know. */
    async lastMonth(name: string, signal?: AbortSignal): Promise<number | null> {
      const body = await get(url(options.baseUrl, `downloads/point/last-month/${name.split('/').map(encodeURIComponent).join('/').replace(/^%40/, '@')}`), signal)
      return body === null ? null : parsed('npm-downloads', npmPoint, body).downloads
    },
  }
}

const pypiRecent = z.object({ data: z.object({ last_month: z.number().int().min(0) }).loose() }).loose()

/** pypistats.org: `GET /api/packages/<package>/recent` (names normalised as PEP 503 says). */
export function createPypiStatsClient(options: ClientOptions) {
  const get = createJsonGet({ ...options, service: 'pypistats' })
  return {
    async lastMonth(name: string, signal?: AbortSignal): Promise<number | null> {
      const normalised = name.toLowerCase().replace(/[-_.]+/g, '-')
      const body = await get(url(options.baseUrl, `api/packages/${encodeURIComponent(normalised)}/recent`), signal)
      return body === null ? null : parsed('pypistats', pypiRecent, body).data.last_month
    },
  }
}

const githubRepo = z.object({ stargazers_count: z.number().int().min(0), pushed_at: z.iso.datetime({ offset: true }).nullable() }).loose()

/** GitHub REST `GET /repos/{owner}/{repo}`: stars and the last push. A token raises the hourly limit. */
export function createGithubClient(options: ClientOptions & { token?: string }) {
  const headers: Record<string, string> = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const get = createJsonGet({ ...options, headers, service: 'github' })
  return {
    async repository(owner: string, repo: string, signal?: AbortSignal): Promise<{ stars: number; pushedAt: string | null } | null> {
      const body = await get(url(options.baseUrl, `repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`), signal)
      if (body === null) return null
      const data = parsed('github', githubRepo, body)
      return { stars: data.stargazers_count, pushedAt: data.pushed_at }
    },
  }
}

/** owner and repository of a github.com URL (`.git` and trailing paths dropped); null for other hosts. */
export function githubRepoOf(repositoryUrl: string | null | undefined): { owner: string; repo: string } | null {
  if (!repositoryUrl) return null
  try {
    const u = new URL(repositoryUrl)
    if (u.hostname !== 'github.com' && u.hostname !== 'www.github.com') return null
    const [owner, repo] = u.pathname.split('/').filter(Boolean)
    if (!owner || !repo) return null
    return { owner, repo: repo.replace(/\.git$/, '') }
  } catch {
    return null
  }
}

export type NpmDownloadsClient = ReturnType<typeof createNpmDownloadsClient>
export type PypiStatsClient = ReturnType<typeof createPypiStatsClient>
export type GithubClient = ReturnType<typeof createGithubClient>
